export {
  COS_CHUNK_PARALLEL_LIMIT,
  COS_FILE_PARALLEL_LIMIT,
  COS_SLICE_SIZE,
  type CosClient,
  type CosDriverOptions,
  cosClientOptions,
  cosDriver,
  toStorageError,
} from './cos-driver';
