import { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage } from '../content/MobilePages';

// The /m/* routes' chunk (one chunk: they are small and share their frame). Wire each route to its named page:
// mobileMember: () => import('@framewise/creation-tools/mobile-pages').then((m) => ({ default: m.MobileMemberPage })),
// and likewise mobilePoint -> MobilePointPage, mobileLogin -> MobileLoginPage, musicDownload -> MusicDownloadPage.
export { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage };

/** The default export is /m/member, the route WeChat login returns to. */
export default MobileMemberPage;
