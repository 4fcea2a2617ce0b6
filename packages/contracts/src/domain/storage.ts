/** Object-store drivers the upload credentials can name. */
export const STORAGE_DRIVERS = ['cos', 'local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];
