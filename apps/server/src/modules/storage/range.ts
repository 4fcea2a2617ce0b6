/** One byte range of a file, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header for a file of `size` bytes. Only single ranges are honoured (what video players send);
 * undefined means "send the whole file" (no header, another unit, several ranges, unparsable), 'unsatisfiable'
 * means answer 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // "-N": the last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
