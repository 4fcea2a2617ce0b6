import type { CallContract } from '@framewise/contracts';
import type { z } from 'zod';

/**
 * Field names that reference someone's object: work and task ids, order and checkout references, login QR ids,
 * storage keys and signed URLs, redeemable codes. A new call taking any of these joins the IDOR sweep's checklist.
 */
const OBJECT_FIELD = /^(id|ids|orderId|sessionId|uuid|url|avatar_url|code)$|^reference_|_img$|^bg_custom$/;

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The top-level field names of a call's query or body that name an object. */
export function objectFieldsOf(contract: CallContract): string[] {
  let schema = contract.query ?? contract.body;
  for (let i = 0; schema && i < 5; i++) {
    const def = defOf(schema);
    if (def.shape) return Object.keys(def.shape).filter((name) => OBJECT_FIELD.test(name));
    schema = def.in ?? def.innerType;
  }
  return [];
}
