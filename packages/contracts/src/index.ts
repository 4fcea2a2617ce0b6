// Public surface of @framewise/contracts. Schemas are zod values; each `X` type is the parsed (output) shape, and
// request input types (before defaults) come from QueryOf / BodyOf on a call. Browser code imports its runtime
// values from the zod-free "@framewise/contracts/routes" entry, re-exported here whole, and only types from here.
export {
  type BodyOf,
  type CallContract,
  type CallSchemas,
  type CallsOf,
  type DataOf,
  defineCall,
  defineCalls,
  type QueryOf,
} from './call';
export * from './calls/config';
export * from './calls/gallery';
export * from './calls/generation';
export { type CallDomain, type CallName, type Calls, calls, callsByDomain } from './calls/index';
export * from './calls/pay';
export * from './calls/storage';
export * from './calls/test';
export * from './calls/user';
export * from './domain/fields';
export { type Envelope, type ErrorEnvelope, envelope, errorEnvelope } from './envelope';
export * from './routes';
