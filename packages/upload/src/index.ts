// Public surface of @framewise/upload. Drivers live in the subpath entries "./local" and "./cos"; an app registers
// the ones its build may use (the overseas app never imports "./cos").

export { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
export { type AspectRatioPreset, DEFAULT_ASPECT_PRESETS, presetFromLabel } from './aspect-presets';

export { type DownloadOptions, downloadFile } from './download';

export { type MediaKind, mediaKind } from './file-type';

export { lazyUploadServices } from './lazy-upload-services';
export { type UploadMessage, type UploadMessageKey, uploadErrorMessage } from './messages';
export { isAbortError, type RetryPolicy } from './retry';
export type { AudioRules, ImageRules, UploadProfile, UploadRuleOverrides, UploadRules, VideoRules } from './rules';

export { Upload, type UploadCropOptions, type UploadProps, type UploadValue } from './Upload';
export {
  type LoginGateStore,
  storeLoginGate,
  type UploadEnvironment,
  UploadProvider,
  useUploadEnvironment,
  useUploadMessage,
} from './UploadContext';

export {
  createHttpUploader,
  type HttpUploaderOptions,
  type TranscodeOptions,
  type Uploader,
  type UploaderOptions,
  type UploadOptions,
  type UploadResult,
} from './uploader';

export { downloadZip, type ZipData, type ZipEntry, type ZipErrorCode, type ZipProgress, type ZipSource } from './zip';
