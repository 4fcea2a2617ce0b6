import type { SameKeys } from '../../define';
import { commonEn } from '../common/en';
import type { appZh } from './zh';

/** The app namespace in English. */
export const appEn: SameKeys<typeof appZh> = {
  brand: { domestic: 'Framewise', overseas: 'Framewise', tagline: 'The free AI video platform' },
  nav: {
    home: 'Home',
    gallery: 'Gallery',
    myWork: 'My Works',
    member: 'Membership',
    tutorials: 'Tutorials',
    login: 'Log in',
    main: 'Main navigation',
  },
  pages: {
    comingTitle: 'Coming soon',
    vid2vid: {
      title: commonEn.toolPages.vid2vid,
      body: 'Upload a video, pick a style and get a new video.',
    },
    aiVideo: {
      title: commonEn.tools.ai_video,
      body: 'Generate a video from a description, a reference image or first and last frames.',
    },
    myWork: { title: 'My Works', body: 'The videos and images you generate appear here.' },
    lipsync: {
      title: commonEn.toolPages.lipsync,
      body: 'Upload a video or photo of a person and an audio track; the mouth follows the voice.',
    },
    upscale: { title: commonEn.toolPages.upscale, body: 'Enlarge images 2x, 4x, to 2K or 4K with sharper detail.' },
    gallery: { title: 'Gallery', body: 'See what people make with Framewise, and make the same in one click.' },
    member: { title: 'Membership', body: 'Plans, points packages and activation codes.' },
    payResult: { title: 'Payment result', body: 'Confirming your payment.' },
    tutorials: { title: 'Tutorials', body: 'Guides from your first video onwards, and common questions.' },
    privacy: {
      title: 'Privacy Policy',
      body: 'We collect only what we need to provide the service, and we never sell your personal information.',
    },
    terms: { title: 'Terms of Service', body: 'By using the service you agree to these terms.' },
    invited: {
      title: 'Invite friends',
      body: 'Share your invite link; when a friend signs up, you both get points.',
      yourCode: 'Your invite code: {{code}}',
      noCode: 'Log in to get your invite code.',
    },
    mobileMember: { title: 'Membership' },
    mobilePoint: { title: 'My points' },
    mobileLogin: { title: 'Log in' },
    musicDownload: { title: 'Music download' },
    redirecting: 'Redirecting…',
  },
  seo: {
    home: 'Framewise: make a video from one sentence or one picture. Text to video, image to video, video to video, lip-sync and upscaling; start free.',
    aiVideo: 'Generate a video with AI from a description, a reference image or first and last frames.',
    vid2vid: 'Upload a video, pick a style, and let AI make a new, restyled video.',
    lipsync: 'Upload a video or photo of a person and an audio track; the mouth follows the voice.',
    upscale: 'Enlarge images 2x, 4x, to 2K or 4K with sharper detail.',
    gallery: 'See the videos and images people make with AI, and make the same in one click.',
    myWork:
      'All the videos and images you generate, in one place: see their settings, download, publish, or make the same again.',
    member: 'Membership plans and points packages: more points, faster generation and higher resolution.',
    tutorials: 'Guides from your first video onwards, and answers to common questions.',
    privacy: 'What we collect, why we collect it and how we protect it.',
    terms: 'The terms for using the Framewise service.',
    mobileMember: 'Membership plans and points packages on your phone.',
    mobilePoint: 'Your points balance and history on your phone.',
    mobileLogin: 'Log in on your phone and start making videos with AI.',
    musicDownload: "Download a video's background music on your phone.",
  },
  modals: {
    login: { title: 'Log in', body: 'Log in to start creating.' },
    userInfo: { title: 'Profile' },
    code: { title: 'Activation code' },
    point: { title: 'Buy points' },
    notReady: 'This feature is on its way. Please check back soon.',
    redirectRefused: 'The link asked to go to another site, so you stay on this page.',
  },
  footer: { privacy: 'Privacy', terms: 'Terms', copyright: '© Framewise', filings: 'Filing numbers' },
};
