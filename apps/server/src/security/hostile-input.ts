import { type CallContract, encodeRequestTime, HEADER } from '@framewise/contracts';
import type { z } from 'zod';

/**
 * Hostile requests derived from a call's zod schemas, so every route of the contracts registry gets them without a
 * hand-written list: a plausible base request, then one field at a time replaced by a wrong type, a huge or
 * unicode-edge string, an out-of-range number, a huge array, or removed; plus whole-body attacks (prototype keys,
 * malformed JSON, wrong content types, deep nesting, an oversized body).
 */
export interface HostileCase {
  /** What the case tries, for failure messages. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  /** Raw body text (POST). */
  payload?: string;
  contentType?: string;
  /** Replaces the client headers of the same name. */
  headers?: Record<string, string>;
  /**
   * The contract's own schema accepts this input, so the server may legitimately act on it; every other case is
   * bad input and must be refused.
   */
  schemaValid: boolean;
  /** Worth repeating without a session (body-level attacks and a missing field). */
  anonymous: boolean;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/nullable/pipe wrappers, and whether the field may be left out. */
function unwrap(schema: z.ZodType): { core: z.ZodType; omittable: boolean } {
  let core = schema;
  let omittable = false;
  for (let i = 0; i < 10; i++) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default') omittable = true;
    if (def.innerType && ['optional', 'default', 'nullable', 'readonly', 'prefault', 'catch'].includes(def.type)) {
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in) core = def.in;
    else break;
  }
  return { core, omittable };
}

/** Values tried, in order, for a string field until its schema accepts one. */
const STRING_CANDIDATES = [
  'a',
  'abcdefgh-1234',
  '13800138000',
  '123456',
  'upload/abcdefgh/abcdefgh.png',
  'https://example.com/pay/return',
  '#aabbcc',
  'month',
  '1',
];

/** A value the field's schema accepts when one of the simple candidates does; undefined to leave it out. */
export function sampleOf(schema: z.ZodType, required = true): unknown {
  const { core, omittable } = unwrap(schema);
  if (omittable && !required) return undefined;
  const def = defOf(core);
  const accepted = (candidates: unknown[]) => candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
  switch (def.type) {
    case 'string':
      return accepted(STRING_CANDIDATES);
    case 'number':
      return accepted([1, 0, 5, 100, 0.5]);
    case 'boolean':
      return false;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array': {
      const one = sampleOf(def.element!, true);
      return schema.safeParse([]).success ? [] : [one];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, false);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'union':
      return sampleOf(def.options![0]!, true);
    default:
      return 'a';
  }
}

/** A leaf of the request to replace: its path from the root and the schema there. */
interface Field {
  path: (string | number)[];
  schema: z.ZodType;
  required: boolean;
}

function fieldsOf(schema: z.ZodType, base: unknown, path: (string | number)[] = [], depth = 0): Field[] {
  const { core, omittable } = unwrap(schema);
  const def = defOf(core);
  const here: Field[] = path.length > 0 ? [{ path, schema: core, required: !omittable }] : [];
  if (depth > 3) return here;
  if (def.type === 'object') {
    const value = (base ?? {}) as Record<string, unknown>;
    return [
      ...here,
      ...Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        fieldsOf(field, value[key] ?? sampleOf(field, true), [...path, key], depth + 1),
      ),
    ];
  }
  if (def.type === 'array' && def.element) {
    const first = Array.isArray(base) && base.length > 0 ? base[0] : sampleOf(def.element, true);
    return [...here, ...fieldsOf(def.element, first, [...path, 0], depth + 1)];
  }
  return here;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      if (remove) delete node[key];
      else node[key] = value;
    } else {
      if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
        node[key] = typeof path[i + 1] === 'number' ? [] : {};
      }
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

/** A JSON value written raw into the body text (numbers JSON.stringify cannot produce, like 1e400 or NaN). */
class Raw {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i) => raws[Number(i)]!);
}

export const HUGE_STRING = 'x'.repeat(100_000);
/** RTL override, zero-width joiners, lone surrogates, emoji sequences, NUL, BOM, combining marks, injections. */
export const UNICODE_EDGES = [
  '\u202Egpj.exe\u202C',
  'a\u200Bb\u200Dc\u2060',
  '\ud800',
  'x\udfffy',
  '👩‍👩‍👧‍👦🔥🏳️‍🌈',
  'a\u0000b',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  "<svg onload=alert(1)>' or 1=1 --",
  '../../etc/passwd',
];
/**
 * The edges one string field gets: NUL and a lone surrogate always (what storage chokes on), plus three of the rest
 * in turn, so a call with several text fields covers them all without multiplying the requests.
 */
function unicodeEdgesFor(index: number): string[] {
  const rest = UNICODE_EDGES.filter((e) => !['a\u0000b', '\ud800'].includes(e));
  return ['a\u0000b', '\ud800', ...[0, 1, 2].map((i) => rest[(index * 3 + i) % rest.length]!)];
}
const NUMBER_EDGES = ['-1', '1.5', '1e308', '-1e308', '1e400', '9007199254740993', '-0', 'NaN', '2147483648'];
const WRONG_TYPES: unknown[] = [12345, 'text', true, null, {}, []];
const QUERY_EDGES = ['', 'abc', '-1', 'NaN', '1e400', 'Infinity', '0x10', ' 1 '];

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const labelOf = (path: (string | number)[]) => path.join('.');

/** Percent-encodes a query value; lone surrogates become the bytes of their invalid UTF-8 encoding. */
function encodeQueryValue(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(ch);
  }
  return out;
}

function queryString(params: [string, string][]): string {
  return params.map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`).join('&');
}

/** Whether the schema accepts the body text as the server would parse it (NaN is not JSON at all). */
function acceptsJson(schema: z.ZodType, text: string): boolean {
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

function bodyCases(contract: CallContract, seeds: Record<string, unknown>): HostileCase[] {
  const schema = contract.body;
  const base = withSeeds(schema ? sampleOf(schema) : {}, seeds);
  const cases: HostileCase[] = [];
  const post = (label: string, value: unknown, anonymous = false): void => {
    cases.push({
      label,
      method: 'POST',
      url: contract.path,
      payload: toJsonText(value),
      contentType: 'application/json',
      schemaValid: !schema || acceptsJson(schema, toJsonText(value)),
      anonymous,
    });
  };
  // A call that takes no body ignores whatever arrives; one with a body schema refuses anything but valid JSON.
  const raw = (label: string, payload: string, contentType?: string, validJson = false): void => {
    const schemaValid = !schema || (validJson && acceptsJson(schema, payload));
    cases.push({ label, method: 'POST', url: contract.path, payload, contentType, schemaValid, anonymous: true });
  };

  let fieldIndex = 0;
  for (const field of schema ? fieldsOf(schema, base) : []) {
    const at = labelOf(field.path);
    const { core } = unwrap(field.schema);
    const kind = defOf(core).type;
    if (field.required) post(`${at} missing`, setAt(base, field.path, undefined, true), field.path.length === 1);
    const current = sampleOf(field.schema, true);
    for (const wrong of WRONG_TYPES) {
      if (jsonType(wrong) !== jsonType(current))
        post(`${at} = ${JSON.stringify(wrong)}`, setAt(base, field.path, wrong));
    }
    if (kind === 'string' || kind === 'literal' || kind === 'enum') {
      post(`${at} huge string`, setAt(base, field.path, HUGE_STRING));
      for (const edge of unicodeEdgesFor(fieldIndex++)) {
        post(`${at} = ${JSON.stringify(edge)}`, setAt(base, field.path, edge));
      }
    }
    if (kind === 'number' || kind === 'literal') {
      for (const edge of NUMBER_EDGES) post(`${at} = ${edge}`, setAt(base, field.path, new Raw(edge)));
    }
    if (kind === 'array') {
      const element = Array.isArray(current) && current.length > 0 ? current[0] : 'a';
      post(
        `${at} huge array`,
        setAt(
          base,
          field.path,
          Array.from({ length: 10_000 }, () => element),
        ),
      );
    }
    if (kind === 'object') {
      post(`${at} with __proto__`, setAt(base, field.path, new Raw('{"__proto__":{"isAdmin":true}}')));
    }
  }

  const baseText = toJsonText(base);
  const spliced = (extra: string) => (baseText === '{}' ? `{${extra}}` : `{${extra},${baseText.slice(1)}`);
  post('an extra field', { ...(base as object), extra_field: 'x', isAdmin: true }, true);
  raw('__proto__ key', spliced('"__proto__":{"isAdmin":true,"uuid":"admin"}'), 'application/json');
  raw('constructor.prototype key', spliced('"constructor":{"prototype":{"isAdmin":true}}'), 'application/json');
  raw('body is an array', `[${baseText}]`, 'application/json');
  raw('body is null', 'null', 'application/json');
  raw('body is a string', '"text"', 'application/json');
  raw('body is a number', '1e400', 'application/json');
  raw('malformed JSON', `${baseText.slice(0, -1)},`, 'application/json');
  raw('empty body as JSON', '', 'application/json');
  raw('deeply nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'application/json');
  raw('oversized body', `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, 'application/json');
  raw('text/plain body', baseText, 'text/plain');
  raw('urlencoded body', 'a=1&__proto__[isAdmin]=true', 'application/x-www-form-urlencoded');
  raw(
    'multipart body',
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  );
  raw('no content type', baseText);
  raw('JSON with a charset it does not have', baseText, 'application/json; charset=utf-7', true);
  return cases;
}

function queryCases(contract: CallContract, seeds: Record<string, unknown>): HostileCase[] {
  const schema = contract.query;
  const base = withSeeds(schema ? sampleOf(schema) : {}, seeds) as Record<string, unknown>;
  const baseParams = Object.entries(base).map(([k, v]) => [k, String(v)] as [string, string]);
  const cases: HostileCase[] = [];
  const get = (label: string, params: [string, string][], anonymous = false): void => {
    const parsed: Record<string, unknown> = Object.create(null);
    for (const [k, v] of params) parsed[k] = k in parsed ? [parsed[k], v].flat() : v;
    const query = queryString(params);
    cases.push({
      label,
      method: 'GET',
      url: query ? `${contract.path}?${query}` : contract.path,
      schemaValid: !schema || schema.safeParse(parsed).success,
      anonymous,
    });
  };
  const without = (key: string) => baseParams.filter(([k]) => k !== key);
  const shape = schema ? (defOf(unwrap(schema).core).shape ?? {}) : {};
  let fieldIndex = 0;
  for (const [key, field] of Object.entries(shape)) {
    if (!unwrap(field).omittable) get(`${key} missing`, without(key), true);
    for (const edge of [...QUERY_EDGES, HUGE_STRING, ...unicodeEdgesFor(fieldIndex++)]) {
      get(`${key} = ${JSON.stringify(edge.slice(0, 20))}`, [...without(key), [key, edge]]);
    }
    get(`${key} repeated`, [...baseParams, [key, String(base[key] ?? 'a')]]);
    get(`${key}[] as an array`, [...without(key), [`${key}[]`, 'a']]);
  }
  get('an extra parameter', [...baseParams, ['extra_field', 'x']], true);
  get('__proto__ parameter', [...baseParams, ['__proto__', 'x'], ['__proto__[isAdmin]', 'true']], true);
  get('constructor parameter', [...baseParams, ['constructor[prototype][isAdmin]', 'true']], true);
  get('a huge query', [...baseParams, ['pad', 'x'.repeat(60_000)]], true);
  return cases;
}

/** The same call with the wrong method, or with the client headers forged, missing or absurd. */
function envelopeCases(contract: CallContract): HostileCase[] {
  const base = { url: contract.path, schemaValid: false, anonymous: true } as const;
  const method = contract.method;
  const headerCase = (label: string, headers: Record<string, string>): HostileCase => ({
    ...base,
    label,
    method,
    headers,
    ...(method === 'POST' ? { payload: '{}', contentType: 'application/json' } : {}),
  });
  return [
    { ...base, label: 'the other method', method: method === 'GET' ? 'POST' : 'GET' },
    headerCase('request time missing', { [HEADER.requestTime]: '' }),
    headerCase('request time garbage', { [HEADER.requestTime]: 'NaN-not-a-time' }),
    headerCase('request time a year old', { [HEADER.requestTime]: encodeRequestTime(Date.now() - 365 * 86_400_000) }),
    headerCase('unknown region', { [HEADER.region]: 'mars' }),
    headerCase('huge region', { [HEADER.region]: 'x'.repeat(8000) }),
  ];
}

/**
 * The base request's fields replaced by seeds where it has them: real values the caller owns (its uploads), so the
 * cases get past ownership checks into the handlers.
 */
function withSeeds(base: unknown, seeds: Record<string, unknown>): unknown {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(out)) if (key in seeds) out[key] = seeds[key];
  return out;
}

/** Every hostile case for one call of the contracts registry; seeds name real values for some fields. */
export function hostileCases(contract: CallContract, seeds: Record<string, unknown> = {}): HostileCase[] {
  const own = contract.method === 'GET' ? queryCases(contract, seeds) : bodyCases(contract, seeds);
  return [...own, ...envelopeCases(contract)];
}
