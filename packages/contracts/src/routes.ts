// The zod-free entry "@framewise/contracts/routes": everything a browser needs at runtime (route table, headers,
// error codes, enums, limits, field tables) without loading zod. Nothing reachable from here may import zod
// (routes-entry.test.ts checks); schemas and the `calls` registry live in the main entry, which re-exports this one.

export { type FieldKind, type FieldKindType, type FieldsRecord, pickMatchingFields } from './domain/field-kind';
export {
  ACTIVATION_CODE_MAX_LENGTH,
  DEFAULT_CREATIVITY,
  DEFAULT_SEED,
  INTRODUCER_MAX_LENGTH,
  MAX_INT32,
  NICKNAME_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SMS_CODE_MAX_LENGTH,
  STORAGE_KEY_MAX_LENGTH,
  TASK_IDS_MAX,
} from './domain/limits';
export {
  type PackageCategory,
  PLAN_PERIODS,
  type PlanPeriod,
  VIP_PERMISSION,
  type VipPermission,
} from './domain/membership';
export { VALIDATION, type ValidationMessage } from './domain/messages';
export { PHONE_PATTERN } from './domain/patterns';
export {
  ORDER_STATUS,
  type OrderStatus,
  PAY_CHANNEL,
  type PayChannel,
  type PayScene,
  payChannelOfScene,
} from './domain/payment';
export {
  DEFAULT_RATIO_CODE,
  isRatioCode,
  RATIO_OPTIONS,
  type RatioCode,
  type RatioOption,
  ratioFromCode,
} from './domain/ratio';
export type { StorageDriver } from './domain/storage';
export {
  CUSTOM_STYLE,
  isTaskSettled,
  MODE,
  MODES,
  type Mode,
  PUBLICATION_STATUS,
  type PublicationStatus,
  TASK_STATUS,
  type TaskStatus,
  TOOLS,
  type Tool,
  UPSCALE_TARGETS,
  type UpscaleTarget,
} from './domain/task';
export { USER_INFO_FIELDS, type UserInfo, type UserInfoField } from './domain/user-fields';
export { ERROR_KEYS, ErrorCode } from './error-code';
export {
  CHANNEL,
  decodeRequestTime,
  encodeRequestTime,
  HEADER,
  REGIONS,
  REQUEST_TIME_WINDOW_MS,
  type Region,
  SESSION_COOKIE,
} from './headers';
export type { CallAuth, HttpMethod, Route } from './route';
export { type RouteDomain, type RouteName, type Routes, routes } from './route-table/index';
export { STORAGE_PURPOSE_CALL, type StoragePurpose } from './route-table/storage';
