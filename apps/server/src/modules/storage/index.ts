// What other modules may use from storage. Routes register through registerStorageRoutes (modules/index.ts).
export { DownloadTooLarge, downloadCapped } from './capped-download';
export { CONTENT_TYPES, type ContentType, extensionOfMime, sniffContentType } from './content';
export { type CoverVariant, storeCoverVariants } from './cover-variants';
export { isPublicBucket, type SignedUrl, type StorageDriver } from './driver';
export {
  AVATAR_PATH,
  buildObjectKey,
  isAvatarKeyOf,
  isSafeKey,
  newObjectId,
  type ObjectKeyParts,
  parseObjectKey,
  type UploadExtension,
  userPrefix,
} from './keys';
export { PURPOSES } from './purposes';
export { deleteObjectRecord, objectExists } from './repo';
export { registerStorageRoutes } from './routes';
export { STORAGE_MESSAGES, StorageService, storageService } from './service';
export { type StoredFiles, StoredObjectChanged, StoredObjectMissing, storedFiles } from './stored-files';
