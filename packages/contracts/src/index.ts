export { type BodyOf, type CallContract, type DataOf, defineCall, type HttpMethod, type QueryOf } from './call';
export { type CallName, type Calls, calls } from './calls';
export { type UserInfo, userInfo } from './calls/user';
export { type Envelope, ErrorCode, type ErrorEnvelope, envelope, errorEnvelope } from './envelope';
export {
  CHANNEL,
  decodeRequestTime,
  encodeRequestTime,
  HEADER,
  REGIONS,
  REQUEST_TIME_WINDOW_MS,
  type Region,
} from './headers';
