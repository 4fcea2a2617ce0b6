import { z } from 'zod';

/** How an environment variable is described: the one place its meaning, default and secrecy are written. */
interface About {
  description: string;
  /** Holds a credential: docs/configuration.md marks it, and it belongs in a secret store rather than a file. */
  secret?: boolean;
}

/** A documented environment variable, as docs/configuration.md lists it. */
export interface ConfigVariable {
  name: string;
  /** The domain file that declares it (its heading in docs/configuration.md). */
  domain: string;
  description: string;
  default: string;
  secret: boolean;
}

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const shown = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

/** A variable with a fixed default, applied when it is unset; the documented default is that value. */
export const withDefault = <T extends z.ZodType>(schema: T, value: z.output<T>, about: About) =>
  z.preprocess(blankAsUnset, schema.default(value as never)).meta({ ...about, default: shown(value) });

/**
 * A variable read as undefined when unset, because the code decides what unset means (a value derived from other
 * settings, a stand-in, or off); `unset` says what that is.
 */
export const optional = <T extends z.ZodType>(schema: T, about: About & { unset: string }) =>
  z
    .preprocess(blankAsUnset, schema.optional())
    .meta({ description: about.description, secret: about.secret, default: about.unset });

/** A whole number in a range, from a string. */
export const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const httpUrl = () => z.url({ protocol: /^https?$/ });

/** The variables of one domain, in declaration order. */
export function describeVariables(domain: string, shape: z.ZodRawShape): ConfigVariable[] {
  return Object.entries(shape).map(([name, schema]) => {
    const meta = (schema as z.ZodType).meta() as
      | { description?: string; default?: string; secret?: boolean }
      | undefined;
    return {
      name,
      domain,
      description: meta?.description ?? '',
      default: meta?.default ?? '',
      secret: meta?.secret === true,
    };
  });
}

/**
 * `need(name, value, why)` notes a missing setting in problems (a provider with half its settings is refused) and
 * returns the value as present: loadConfig throws before a config with problems is used.
 */
export const requirer =
  (problems: string[]) =>
  <T>(name: string, value: T | undefined, why: string): T => {
    if (value === undefined) problems.push(`${name}: required ${why}`);
    return value as T;
  };
