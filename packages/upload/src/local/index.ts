export { type LocalDriverOptions, localDriver } from './local-driver';
