// Codes for other modules and the admin command line.
export { CODE_ALPHABET, CODE_BITS, CODE_LENGTH, formatCode, normalizeCode } from './code-format';
export { registerCodeRoutes } from './routes';
export {
  CODE_ERRORS,
  CodeBatchError,
  type CreateCodesInput,
  createCodes,
  MAX_CODES_PER_BATCH,
  MAX_POINTS_PER_CODE,
  redeemCode,
} from './service';
