import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One API call of spec section 7: where it lives, what it takes and what `data` holds in its answer. */
export interface CallContract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** Query string schema (GET), undefined when the call takes none. */
  query?: Q;
  /** JSON body schema (POST), undefined when the call takes none. */
  body?: B;
  /** Schema of the envelope's data on success. */
  data: D;
  /** Login required on the server. */
  auth: 'required' | 'optional' | 'none';
  /** Builds that offer this call; both when absent. */
  regions?: readonly ('cn' | 'global')[];
  summary: string;
}

export function defineCall<Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  c: CallContract<Q, B, D>,
): CallContract<Q, B, D> {
  return c;
}

export type QueryOf<C> = C extends CallContract<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallContract<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<C> = C extends CallContract<z.ZodType, z.ZodType, infer D> ? z.output<D> : never;
