// Public surface of @framewise/upload. Drivers live in the subpath entries "./local" and "./cos"; an app registers
// the ones its build may use (the overseas app never imports "./cos").

export { AVATAR_PATH, AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
export {
  type AspectRatioPreset,
  DEFAULT_ASPECT_PRESETS,
  presetFromLabel,
  presetRatio,
  SQUARE_PRESET,
} from './aspect-presets';
export { CROP_DIALOG_INITIAL_AREA, CropDialog, type CropDialogProps } from './CropDialog';
export { canvasCodec } from './canvas-codec';
export { type CdnSigner, createCdnSigner, httpUrlSigner, SIGNED_URL_REFRESH_MARGIN_MS, type SignUrl } from './cdn-auth';
export {
  COMPRESSION_QUALITY,
  CompressionError,
  type CompressionErrorCode,
  type CompressOptions,
  canCompressImages,
  compressImage,
  compressionSettings,
  PNG_TO_JPEG_THRESHOLD,
  UPLOAD_MAX_DIMENSION,
} from './compress';
export { createLimiter, type Limiter } from './concurrency';
export {
  CREDENTIAL_REFRESH_MARGIN_MS,
  type CredentialStore,
  createCredentialStore,
  httpTokenFetcher,
  type StoragePurpose,
  type TokenFetcher,
} from './credentials';
export {
  DOWNLOAD_RETRIES,
  DOWNLOAD_RETRY_DELAY_MS,
  DownloadError,
  type DownloadOptions,
  downloadFile,
  fetchBlob,
  fileNameFromUrl,
  saveBlob,
  TIMESTAMP_PARAM,
  withTimestamp,
} from './download';
export type { PutObjectRequest, PutObjectResult, PutProgress, StorageDriver, StorageDriverName } from './driver';
export {
  fileExtension,
  type MediaKind,
  mediaKind,
  nameExtension,
  STORAGE_EXTENSIONS,
  storageExtension,
} from './file-type';
export {
  type DecodedImage,
  encodingPlan,
  FIT_JPEG_QUALITIES,
  FIT_OUTPUT_TYPES,
  type FitLimits,
  type FitOutputType,
  type FitResult,
  fitForUpload,
  fitImage,
  fitOutputType,
  fitSize,
  fitsAsIs,
  type ImageCodec,
  type PixelSize,
} from './fit-image';
export {
  CROPPER_DEFAULTS,
  type CropArea,
  type CropDragMode,
  ImageCropper,
  type ImageCropperHandle,
  type ImageCropperProps,
  type ImageCropperState,
} from './ImageCropper';
export { type ImageDimension, ImageLoadError, imageDimension, measureImage } from './image-dimension';
export { lazyUploadServices } from './lazy-upload-services';
export { type UploadMessage, type UploadMessageKey, uploadErrorMessage, zipProgressMessage } from './messages';
export { abortError, isAbortError, type RetryPolicy, retryDelay, sleep, UPLOAD_RETRY, withRetry } from './retry';
export {
  AUDIO_EXTENSIONS,
  AUDIO_MAX_BYTES,
  AUDIO_MIME_TYPES,
  type AudioRules,
  AVATAR_EXTENSIONS,
  AVATAR_MAX_SIDE,
  acceptAttribute,
  FIT_MAX_INPUT_BYTES,
  IMAGE_CONVERT_EXTENSIONS,
  IMAGE_CONVERT_MIME_TYPES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_SIDE,
  type ImageRules,
  imageTypeList,
  MB,
  STYLE_IMAGE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_PROFILES,
  type UploadProfile,
  type UploadRuleOverrides,
  type UploadRules,
  uploadRules,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  type VideoRules,
} from './rules';
export { assertPutParams, StorageError, type UploadBody } from './storage-error';
export { Upload, type UploadCropOptions, type UploadProps, type UploadValue } from './Upload';
export {
  type LoginGateStore,
  storeLoginGate,
  type UploadEnvironment,
  UploadProvider,
  useUploadEnvironment,
  useUploadMessage,
} from './UploadContext';
export { UploadView, type UploadViewProps } from './UploadView';
export {
  createHttpUploader,
  createUploader,
  FILE_PARALLEL_LIMIT,
  type HttpUploaderOptions,
  objectKey,
  randomObjectId,
  selectDriver,
  type TranscodeOptions,
  type Uploader,
  type UploaderOptions,
  type UploadOptions,
  type UploadResult,
} from './uploader';
export { type UploadRuleCode, UploadRuleError, type ValidateOptions, validateUpload } from './validate';
export {
  AVATAR_SMALL_WEBP_SUFFIX,
  avatarUrl,
  canUseWebp,
  iosMajorVersion,
  stripWebpSuffix,
  supportsWebp,
  WEBP_FORMAT_STEP,
  type WebpEnvironment,
} from './webp';
export {
  assertZipSources,
  downloadZip,
  packZip,
  readZip,
  toZipError,
  uniqueNames,
  type ZipData,
  type ZipEntry,
  ZipError,
  type ZipErrorCode,
  type ZipProgress,
  type ZipSource,
  zipFromUrls,
} from './zip';
