/**
 * Whether a parsed request (query or JSON body) holds text no column can keep, in any string or key: a NUL character
 * (PostgreSQL text cannot store it) or a lone UTF-16 surrogate (not Unicode at all; jsonb refuses its escape). Such
 * input would fail deep inside a handler as a server error, so it is refused up front instead. Walks with an explicit
 * stack, so deeply nested input cannot overflow the call stack.
 */
export function containsUnsavableText(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (unsavable(value)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (unsavable(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unsavable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
