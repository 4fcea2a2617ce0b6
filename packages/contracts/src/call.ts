import type { z } from 'zod';
import type { Route } from './route';

/**
 * One API call (docs/architecture.md, "The contracts registry"): its route plus what it takes and what `data` holds
 * in its answer.
 */
export interface CallContract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> extends Route {
  /** Query string schema (GET), undefined when the call takes none. */
  query?: Q;
  /** JSON body schema (POST), undefined when the call takes none. */
  body?: B;
  /** Schema of the envelope's data on success. */
  data: D;
}

/**
 * Declares a call. The exact object type is kept, so `calls.x.body` is that call's schema (not optional) and a call
 * without a query or body has none in its type.
 */
export function defineCall<const C extends CallContract>(c: C): C {
  return c;
}

/** The schemas of one route: a query only on GET, a body only on POST. */
export type CallSchemas<R extends Route = Route> = R['method'] extends 'GET'
  ? { query?: z.ZodType; body?: never; data: z.ZodType }
  : { query?: never; body?: z.ZodType; data: z.ZodType };

/** A route table joined with its schemas; each call keeps the exact types of both. */
export type CallsOf<R extends Readonly<Record<string, Route>>, S extends { [K in keyof R]: CallSchemas<R[K]> }> = {
  readonly [K in keyof R]: R[K] & S[K];
};

/**
 * Joins a zod-free route table with the schemas of each of its calls: method and path are written once, in the
 * table, and the server still validates with the schemas. Every route needs its schemas and nothing else may appear.
 */
export function defineCalls<
  const R extends Readonly<Record<string, Route>>,
  S extends { [K in keyof R]: CallSchemas<R[K]> },
>(table: R, schemas: S & Record<Exclude<keyof S, keyof R>, never>): CallsOf<R, S> {
  const extra = Object.keys(schemas).filter((name) => !Object.hasOwn(table, name));
  if (extra.length > 0) throw new Error(`Schemas without a route: ${extra.join(', ')}`);
  const joined: Record<string, CallContract> = {};
  for (const [name, route] of Object.entries(table)) {
    const own = (schemas as Record<string, CallSchemas | undefined>)[name];
    if (!own) throw new Error(`Route ${name} has no schemas`);
    if (route.method === 'GET' ? own.body !== undefined : own.query !== undefined) {
      throw new Error(`${route.method} ${route.path} takes ${route.method === 'GET' ? 'no body' : 'no query'}`);
    }
    joined[name] = { ...route, ...own } as CallContract;
  }
  return joined as unknown as CallsOf<R, S>;
}

/** Request input types (before defaults and coercion); undefined when the call takes no query / body. */
export type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The envelope's data on success, as parsed. */
export type DataOf<C> = C extends { data: infer D extends z.ZodType } ? z.output<D> : never;
