// Public surface of @framewise/contracts. Schemas are zod values; each `X` type is the parsed (output) shape, and
// request input types (before defaults) come from QueryOf / BodyOf on a call.
export { type BodyOf, type CallContract, type DataOf, defineCall, type HttpMethod, type QueryOf } from './call';
export * from './calls/config';
export * from './calls/gallery';
export * from './calls/generation';
export { type CallDomain, type CallName, type Calls, calls, callsByDomain } from './calls/index';
export * from './calls/pay';
export * from './calls/storage';
export * from './calls/test';
export * from './calls/user';
export * from './domain/fields';
export * from './domain/limits';
export * from './domain/membership';
export * from './domain/messages';
export * from './domain/payment';
export * from './domain/ratio';
export * from './domain/task';
export { type Envelope, ErrorCode, type ErrorEnvelope, envelope, errorEnvelope } from './envelope';
export {
  CHANNEL,
  decodeRequestTime,
  encodeRequestTime,
  HEADER,
  isFreshRequestTime,
  REGIONS,
  REQUEST_TIME_WINDOW_MS,
  type Region,
} from './headers';
