// Test and story helpers for packages built on the store: the two builds' previews and a real store on a fake
// server. Not used by app code.
export { PREVIEW_BUILDS, type PreviewBuild } from './preview-builds';
export { createPreviewStore, type PreviewOptions, type PreviewStore, StoreFrame } from './preview-store';
