export { type CosClient, type CosDriverOptions, cosDriver } from './cos-driver';
