export { LOCAL_STORAGE_PATH, type LocalDriverOptions, localDriver, localObjectUrl } from './local-driver';
