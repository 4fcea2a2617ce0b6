/**
 * Whether a parsed request (query or JSON body) holds a NUL character in any string or key. PostgreSQL text cannot
 * store NUL, so such input would fail deep inside a handler as a server error; it is refused up front instead.
 * Walks with an explicit stack, so deeply nested input cannot overflow the call stack.
 */
export function containsNul(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
