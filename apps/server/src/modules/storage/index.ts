// What other modules may use from storage. Routes register through registerStorageRoutes (modules/index.ts).

export { type CoverVariant, storeCoverVariants } from './cover-variants';
export type { StorageDriver } from './driver';
export { buildObjectKey, newObjectId, type UploadExtension } from './keys';
export { PURPOSES } from './purposes';
export { deleteObjectRecord } from './repo';
export { registerStorageRoutes } from './routes';
export { StorageService, storageService } from './service';
export { type StoredFiles, StoredObjectMissing, storedFiles } from './stored-files';
