import { z } from 'zod';
import type { FieldKind, FieldKindType } from './field-kind';
import {
  ACTIVATION_CODE_MAX_LENGTH,
  DEFAULT_CREATIVITY,
  DEFAULT_SEED,
  INTRODUCER_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  MAX_INT32,
  NICKNAME_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SMS_CODE_MAX_LENGTH,
  STORAGE_KEY_MAX_LENGTH,
} from './limits';
import { PLAN_PERIODS } from './membership';
import { VALIDATION } from './messages';
import { PHONE_PATTERN } from './patterns';
import { RATIO_CODES } from './ratio';
import { MODE, MODES, PUBLICATION_STATUSES, TASK_STATUSES, TOOLS } from './task';

/** Reusable field schemas: one definition per field rule, shared by every call that carries the field. */

// A missing value and an empty string both read as "required"; later checks only run on a non-empty value.
function requiredString(message: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? message : undefined) })
    .min(1, { error: message, abort: true });
}

export const phone = requiredString(VALIDATION.phoneRequired).regex(PHONE_PATTERN, { error: VALIDATION.phoneInvalid });

export const smsCode = requiredString(VALIDATION.codeRequired)
  .max(SMS_CODE_MAX_LENGTH, { error: VALIDATION.codeTooLong, abort: true })
  .regex(/^\d+$/, { error: VALIDATION.codeDigits });

export const nickname = z
  .string({ error: VALIDATION.nicknameRequired })
  .trim()
  .min(1, { error: VALIDATION.nicknameRequired })
  .max(NICKNAME_MAX_LENGTH, { error: VALIDATION.nicknameTooLong });

/** The inviter's invite code, entered as the introducer. */
export const introducer = z
  .string({ error: VALIDATION.introducerRequired })
  .trim()
  .min(1, { error: VALIDATION.introducerRequired })
  .max(INTRODUCER_MAX_LENGTH, { error: VALIDATION.introducerTooLong });

/** Gift code (domestic) or activation code (overseas). */
export const activationCode = z
  .string({ error: VALIDATION.activationCodeRequired })
  .trim()
  .min(1, { error: VALIDATION.activationCodeRequired })
  .max(ACTIVATION_CODE_MAX_LENGTH, { error: VALIDATION.activationCodeTooLong });

export const quantity = z
  .number({ error: VALIDATION.quantityRange })
  .int({ error: VALIDATION.quantityRange })
  .min(QUANTITY_MIN, { error: VALIDATION.quantityRange })
  .max(QUANTITY_MAX, { error: VALIDATION.quantityRange });

/** A ratio code of the known table (requests); answers read any code through ratioFromCode. */
export const ratioCode = z.literal(RATIO_CODES, { error: VALIDATION.ratioInvalid });

export const seed = z.number().int().min(DEFAULT_SEED).max(MAX_INT32).default(DEFAULT_SEED);
export const creativity = z.number().min(0).max(1).default(DEFAULT_CREATIVITY);
/** 0 to 1 strengths: extra-model weight, resemblance, reference weight. */
export const unitInterval = z.number().min(0).max(1);

export const modeCode = z.literal(MODES);
export const mode = modeCode.default(MODE.NORMAL);
export const taskStatus = z.literal(TASK_STATUSES);
export const publicationStatus = z.literal(PUBLICATION_STATUSES);
export const tool = z.enum(TOOLS);
export const planPeriod = z.enum(PLAN_PERIODS);
/** batchType of order bodies: a plan period, null (month) for plans, or absent for points packages. */
export const batchType = planPeriod.nullable().default(null);

export const prompt = z.string().max(PROMPT_MAX_LENGTH, { error: VALIDATION.promptTooLong });
export const requiredPrompt = z
  .string({ error: VALIDATION.promptRequired })
  .trim()
  .min(1, { error: VALIDATION.promptRequired })
  .max(PROMPT_MAX_LENGTH, { error: VALIDATION.promptTooLong });
export const keyword = z
  .string({ error: VALIDATION.keywordRequired })
  .trim()
  .min(1, { error: VALIDATION.keywordRequired })
  .max(KEYWORD_MAX_LENGTH);

/** An id the server's option lists define (model, style, upscaler, engine ...): checked against /api/config/*. */
/**
 * A smaller copy of a cover in a modern format, for a <picture> source: works and examples stored before these
 * existed have none and show the plain cover.
 */
export const coverSource = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  /** Pixels wide; the height keeps the cover's ratio. */
  width: z.number().int().positive(),
  url: z.string(),
});
export type CoverSource = z.infer<typeof coverSource>;
export const optionId = z.string().min(1).max(64);
export const taskId = z.string({ error: VALIDATION.idRequired }).min(1, { error: VALIDATION.idRequired }).max(64);
/** Package or plan type of the package list. */
export const packageType = z.string().min(1).max(64);

/** Uuid a client generates per QR login (also the bind-phone handle). */
export const loginUuid = z.string().regex(/^[0-9A-Za-z-]{8,64}$/, { error: VALIDATION.loginUuidInvalid });

/**
 * An object-store key ({path}/{user uuid}/{random id}.{ext}); ownership is checked by the server.
 * requiredMessage names what is missing when the key is absent or empty (e.g. the reference image).
 */
export function storageKeyOf(requiredMessage: string) {
  return requiredString(requiredMessage)
    .max(STORAGE_KEY_MAX_LENGTH, { error: VALIDATION.storageKeyInvalid })
    .regex(/^[A-Za-z0-9][\w\-./]*$/, { error: VALIDATION.storageKeyInvalid })
    .refine((k) => !k.split('/').includes('..'), { error: VALIDATION.storageKeyInvalid });
}
export const storageKey = storageKeyOf(VALIDATION.storageKeyInvalid);

/** Query values arrive as strings; clients may pass numbers. */
export function queryInt() {
  return z.coerce.number<number | string>().int();
}

/** The zod schema of each field kind of the zod-free field tables (USER_INFO_FIELDS, see field-kind.ts). */
const KIND_SCHEMA = {
  string: () => z.string(),
  int: () => z.number().int(),
  number: () => z.number(),
  boolean: () => z.boolean(),
  'string|null': () => z.string().nullable(),
} satisfies { [K in FieldKind]: () => z.ZodType<FieldKindType[K]> };
type KindSchema = { [K in FieldKind]: ReturnType<(typeof KIND_SCHEMA)[K]> };

/** An object schema from a zod-free field table, so a flat shape clients check without zod is written once. */
export function objectOfFields<const T extends Readonly<Record<string, FieldKind>>>(table: T) {
  const shape = Object.fromEntries(Object.entries(table).map(([name, kind]) => [name, KIND_SCHEMA[kind]()]));
  return z.object(shape as { -readonly [K in keyof T]: KindSchema[T[K]] });
}
