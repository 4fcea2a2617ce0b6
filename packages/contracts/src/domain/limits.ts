/** Field limits and defaults (docs/product.md, "The tools"). Client inputs and server validation both read these. */
export const NICKNAME_MAX_LENGTH = 8;
export const INTRODUCER_MAX_LENGTH = 30;
export const ACTIVATION_CODE_MAX_LENGTH = 20;
export const SMS_CODE_MAX_LENGTH = 8;

export const FIELD_LIMITS = {
  nickname: NICKNAME_MAX_LENGTH,
  introducer: INTRODUCER_MAX_LENGTH,
  activationCode: ACTIVATION_CODE_MAX_LENGTH,
  smsCode: SMS_CODE_MAX_LENGTH,
} as const;

/** Overseas points purchase: 1 to 4 multiples of the base package. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 4;

/** The largest 32-bit signed integer; seeds stay within it. */
export const MAX_INT32 = 2_147_483_647;
/** -1 asks the engine for a random seed. */
export const DEFAULT_SEED = -1;
export const DEFAULT_CREATIVITY = 0.5;

/** Decided here: long enough for detailed prompts, short enough to store and moderate. */
export const PROMPT_MAX_LENGTH = 2000;
export const KEYWORD_MAX_LENGTH = 100;
export const VIDEO_DURATION_MAX_SECONDS = 60;
export const FRAME_RATE_MAX = 60;
/** Longest storage key accepted in a request ({path}/{user uuid}/{random id}.{ext} fits with room to spare). */
export const STORAGE_KEY_MAX_LENGTH = 512;
/** Most task ids per status2 poll or delete call. */
export const TASK_IDS_MAX = 50;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
