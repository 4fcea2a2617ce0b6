export { type Api, type ApiBaseQuery, type ApiExtra, type ApiState, api } from './base-api';
export {
  configApi,
  useGetExtraModelsQuery,
  useGetStaticJsonQuery,
  useGetToolAvailabilityQuery,
  useGetToolConfigQuery,
  useGetToolExamplesQuery,
  useGetToolModelsQuery,
} from './endpoints/config';
export { galleryApi, useGetGalleryTagsQuery } from './endpoints/gallery';
export { type GenerateRequest, useDetectFaceQuery, useGenerateMutation } from './endpoints/generation';
export {
  payApi,
  useGetPackageListQuery,
  useGetPayStatusQuery,
  useStripeCreateCheckoutMutation,
  useStripeCustomerPortalMutation,
  useStripeUpgradeInfoQuery,
  useStripeUpgradeMutation,
} from './endpoints/pay';
export { profileApi } from './endpoints/profile';
export { userApi } from './endpoints/user';
export {
  patchCachedWork,
  useDeleteWorksMutation,
  useGetWorkDetailQuery,
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
  toApiErrorInfo,
} from './errors';
export {
  type CallArgs,
  type CallInput,
  type CallInputArg,
  type CallOptions,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from './http-client';
export { loadApi } from './load-api';
export { type ServerAnswers, serverAnswers, serverAnswersJson, serverAnswersOf } from './server-answers';
export type { QueryParams } from './url';
