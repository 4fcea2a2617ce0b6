export {
  type ApiBaseQuery,
  type ApiModuleName,
  type ApiRequest,
  type BaseApi,
  callRequest,
  createBaseApi,
  createBaseQuery,
  KEEP_UNUSED_DATA_FOR_S,
  TAG_TYPES,
  type TagType,
} from './base-api';
export {
  ApiError,
  type ApiErrorInfo,
  type ApiErrorKind,
  type ApiMessageKey,
  errorMessage,
  isApiErrorInfo,
  toApiErrorInfo,
} from './errors';
export {
  type CallArgs,
  type CallInput,
  type CallInputArg,
  type CallOptions,
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from './http-client';
export { parseServerTime } from './server-clock';
export { buildUrl, encodeQuery, isStaticJson, type QueryParams } from './url';
export { injectUserEndpoints } from './user-api';
