// The HTTP layer for modules and the app: registerCall, errors and their envelope, caching headers, the request's
// language, request ids and logging, and AppContext (what every handler reaches as app.ctx).
export { type AppCaches, type AppContext, anonymous, type ResolveUser } from './context';
export { installErrorHandling } from './error-handler';
export { AppError, badInput } from './errors';
export { sendCacheable } from './http-cache';
export { requestLanguage } from './language';
export { registerNotAvailableCalls } from './not-available';
export { installRequestIds, requestIdOf } from './request-id';
export { installRequestLog } from './request-log';
export {
  type CallHandler,
  type CallInput,
  LOGIN_REQUIRED_MSG,
  type LoginCall,
  type LoginCallInput,
  type ModuleRoutes,
  registerCall,
} from './route';
export { finishAnswer } from './shared-answers';
export type { UserAnswer } from './user-answers';
