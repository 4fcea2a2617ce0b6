export {
  type Api,
  type ApiBaseQuery,
  type ApiExtra,
  type ApiRequest,
  type ApiState,
  api,
  apiBaseQuery,
  callRequest,
  KEEP_UNUSED_DATA_FOR_S,
  TAG_TYPES,
  type TagType,
} from './base-api';
export {
  configApi,
  useGetExtraModelsQuery,
  useGetStaticJsonQuery,
  useGetToolConfigQuery,
  useGetToolExamplesQuery,
  useGetToolModelsQuery,
} from './endpoints/config';
export { galleryApi, useGetGalleryTagsQuery } from './endpoints/gallery';
export {
  type GenerateCall,
  type GenerateRequest,
  generationApi,
  useDetectFaceQuery,
  useGenerateMutation,
} from './endpoints/generation';
export {
  payApi,
  useGetPackageListQuery,
  useGetPayStatusQuery,
  useRedeemCodeMutation,
  useStripeCreateCheckoutMutation,
  useStripeCustomerPortalMutation,
  useStripeUpgradeInfoQuery,
  useStripeUpgradeMutation,
} from './endpoints/pay';
export { profileApi } from './endpoints/profile';
export { useGetUserInfoQuery, useLogoutMutation, userApi } from './endpoints/user';
export {
  insertCachedWork,
  patchCachedWork,
  removeCachedWorks,
  useDeleteWorksMutation,
  useGetWorkDetailQuery,
  useLazyGetWorkDetailQuery,
  useListWorkPagesInfiniteQuery,
  useListWorksQuery,
  usePublishWorkMutation,
  type WorkListArgs,
  type WorkPagesArgs,
  type WorkPatch,
  worksApi,
} from './endpoints/works';
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
