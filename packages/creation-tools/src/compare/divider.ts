/** The before/after divider's position: 0 to 100 % of the span it moves across (the small slider and the view). */

/** The span the divider moves across, in the same pixels as the pointer (left and right edges). */
export interface Span {
  left: number;
  right: number;
}

export const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

const BIG_STEP = 10;

/** Where a key moves the divider from `at`: arrows 1 (10 with Shift), Page keys 10, Home / End the edges. */
export function keyStep(key: string, shift: boolean, at: number): number | null {
  const step = shift ? BIG_STEP : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return at - step;
    case 'ArrowRight':
    case 'ArrowUp':
      return at + step;
    case 'PageDown':
      return at - BIG_STEP;
    case 'PageUp':
      return at + BIG_STEP;
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The divider position for a pointer at x; a span with no width keeps the middle. */
export function percentAt(x: number, span: Span): number {
  const width = span.right - span.left;
  if (width <= 0) return 50;
  return clampPercent(((x - span.left) / width) * 100);
}

/** The divider's x for a position. */
export function dividerX(percent: number, span: Span): number {
  return span.left + (clampPercent(percent) / 100) * (span.right - span.left);
}
