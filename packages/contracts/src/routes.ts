// The zod-free entry "@framewise/contracts/routes": everything a browser needs at runtime (route table, headers,
// error codes, enums, limits, field tables) without loading zod. Nothing reachable from here may import zod
// (routes-entry.test.ts checks); schemas and the `calls` registry live in the main entry, which re-exports this one.

export * from './domain/field-kind';
export * from './domain/limits';
export * from './domain/membership';
export * from './domain/messages';
export * from './domain/patterns';
export * from './domain/payment';
export * from './domain/ratio';
export * from './domain/storage';
export * from './domain/task';
export * from './domain/user-fields';
export { ErrorCode } from './error-code';
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
export { type CallAuth, defineRoutes, type HttpMethod, type Route } from './route';
export { type RouteDomain, type RouteName, type Routes, routes, routesByDomain } from './route-table/index';
export { STORAGE_PURPOSE_CALL, type StoragePurpose } from './route-table/storage';
export { testRoutes } from './route-table/test';
