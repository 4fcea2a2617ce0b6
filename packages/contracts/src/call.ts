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

/**
 * Declares a call. The exact object type is kept, so `calls.x.body` is that call's schema (not optional) and a call
 * without a query or body has none in its type.
 */
export function defineCall<const C extends CallContract>(c: C): C {
  return c;
}

/** Request input types (before defaults and coercion); undefined when the call takes no query / body. */
export type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The envelope's data on success, as parsed. */
export type DataOf<C> = C extends { data: infer D extends z.ZodType } ? z.output<D> : never;
