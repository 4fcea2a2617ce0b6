/**
 * The kinds of value a flat record field holds. `int` is a safe integer and `number` a finite number, as zod's
 * `z.number().int()` and `z.number()` accept them.
 */
export type FieldKind = 'string' | 'int' | 'number' | 'boolean' | 'string|null';

export interface FieldKindType {
  string: string;
  int: number;
  number: number;
  boolean: boolean;
  'string|null': string | null;
}

/** Whether a value is of a field kind: the one check clients run on stored data, and what the zod schema accepts. */
export function matchesFieldKind(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'int':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string|null':
      return value === null || typeof value === 'string';
  }
}

/** The record a field table describes. */
export type FieldsRecord<T extends Readonly<Record<string, FieldKind>>> = {
  -readonly [K in keyof T]: FieldKindType[T[K]];
};

/** The fields of untrusted input that match their table's kind; others (missing, mistyped, unknown) are left out. */
export function pickMatchingFields<const T extends Readonly<Record<string, FieldKind>>>(
  table: T,
  input: Readonly<Record<string, unknown>>,
): Partial<FieldsRecord<T>> {
  const picked: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(table)) {
    if (Object.hasOwn(input, name) && matchesFieldKind(kind, input[name])) picked[name] = input[name];
  }
  return picked as Partial<FieldsRecord<T>>;
}
