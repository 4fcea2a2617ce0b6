import type { CSSProperties } from 'react';

/**
 * Columns of the plans grid for a number of plans, so no plan wraps alone onto a row: on wide screens every plan
 * sits in one row (up to five); on mid-width screens rows of 2 or 3, whichever leaves no single card behind; on
 * phones one column (payments.css reads the custom properties in its media queries).
 */
export function planGridColumns(count: number): { wide: number; mid: number } {
  return { wide: columnsUpTo(5, count), mid: columnsUpTo(3, count) };
}

function columnsUpTo(max: number, count: number): number {
  if (count <= max) return Math.max(count, 1);
  // The widest row that leaves more than one card on the last row; one column wider as a last resort.
  for (const columns of [...Array.from({ length: max - 1 }, (_, i) => max - i), max + 1]) {
    if (count % columns !== 1) return columns;
  }
  return max;
}

export function planGridStyle(count: number): CSSProperties {
  const { wide, mid } = planGridColumns(count);
  return { '--fw-plan-cols-wide': wide, '--fw-plan-cols-mid': mid } as CSSProperties;
}
