import type { SameKeys } from '../../define';
import type { commonZh } from './zh';

/** The common namespace in English. */
export const commonEn: SameKeys<typeof commonZh> = {
  appName: 'Framewise',
  actions: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    retry: 'Retry',
    copy: 'Copy',
    backHome: 'Back to home',
  },
  errors: {
    requestError: 'Request error. Please try again later.',
    serverError: 'Server error. Please try again later.',
    timeout: 'The request timed out. Check your connection and try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
  status: {
    loading: 'Loading…',
    copySuccess: 'Copied',
    modifySuccess: 'Saved',
  },
  tools: {
    ai_video: 'AI Video Generator',
    text2video: 'Text to Video',
    img2video: 'Image to Video',
    img2video_v2: 'Image to Video 2.0',
    vid2vid: 'Video to Video',
    lipsync: 'Lip-sync',
    upscale: 'Upscale',
    upscale_turbo: 'Upscale Turbo',
    extend: 'Extend Video',
  },
  toolPages: {
    aiVideo: 'AI Video',
    vid2vid: 'Video to Video',
    lipsync: 'Lip-sync',
    upscale: 'Upscale',
  },
};
