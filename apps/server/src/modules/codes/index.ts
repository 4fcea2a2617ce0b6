// Codes for other modules and the admin command line.

export { registerCodeRoutes } from './routes';
export { CodeBatchError, createCodes, MAX_CODES_PER_BATCH } from './service';
