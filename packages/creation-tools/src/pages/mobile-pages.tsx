import { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage } from '../content/MobilePages';

// The /m/* routes' chunk (one chunk: they are small and share their frame). `appPages` (app-pages.ts) wires each
// route to its named page: mobileMember -> MobileMemberPage, mobilePoint -> MobilePointPage, mobileLogin ->
// MobileLoginPage, musicDownload -> MusicDownloadPage.
export { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage };

/** The default export is /m/member, the route WeChat login returns to. */
export default MobileMemberPage;
