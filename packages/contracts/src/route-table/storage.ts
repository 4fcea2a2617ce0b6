import { defineRoutes } from '../route';

export const storageRoutes = defineRoutes({
  getImageToken: {
    method: 'GET',
    path: '/api/image/token',
    auth: 'required',
    summary: 'Upload credentials for the general (private) bucket',
  },
  getPubToken: {
    method: 'GET',
    path: '/api/image/pubtoken',
    auth: 'required',
    summary: 'Upload credentials for the public bucket (avatars)',
  },
  getInpaintToken: {
    method: 'GET',
    path: '/api/image/inpaint/token',
    auth: 'required',
    summary: 'Upload credentials for inpaint images (reference and brush images)',
  },
  getInpaintVideoToken: {
    method: 'GET',
    path: '/api/image/inpaint/videotoken',
    auth: 'required',
    summary: 'Upload credentials for inpaint videos (reference videos)',
  },
  getCdnAuth: {
    method: 'GET',
    path: '/api/image/cdnAuth',
    auth: 'required',
    summary: 'Signs a private CDN URL the caller owns (or a public one) for a limited time',
  },
  transcodeVideo: {
    method: 'POST',
    path: '/api/image/transcode',
    auth: 'required',
    summary: 'Makes an uploaded video playable in browsers (H.264 MP4); called again, it reports the state',
  },
});

/** Upload purposes (what a file is for) and the call that fetches their credentials. */
export const STORAGE_PURPOSE_CALL = {
  general: 'getImageToken',
  public: 'getPubToken',
  inpaintImage: 'getInpaintToken',
  inpaintVideo: 'getInpaintVideoToken',
} as const satisfies Record<string, keyof typeof storageRoutes>;
export type StoragePurpose = keyof typeof STORAGE_PURPOSE_CALL;
