/**
 * The gallery's masonry-like layout: justified rows. Pictures keep their own aspect ratio, each row is scaled to
 * fill the width exactly, and rows are what the virtualiser measures (every row has one height). A row that is not
 * full yet (the last one) keeps the target height instead of stretching.
 *
 * Rows break where CSS flex-wrap breaks them (a picture that would overflow the row at the target height starts the
 * next one, and the row grows to the width): the server's render lays the first works out with CSS alone
 * (gallery.css, .fw-gallery-grid--flow), and this layout takes over without moving them.
 */
export interface LayoutOptions {
  containerWidth: number;
  /** The height rows aim for before they are scaled to the width. */
  targetHeight: number;
  gap: number;
  /** Ratios outside these bounds are clamped, so a panorama or a tall strip does not take a row on its own. */
  minAspect?: number;
  maxAspect?: number;
}

export interface LaidOutItem<T> {
  item: T;
  width: number;
  height: number;
}

export interface LaidOutRow<T> {
  /** The index of the row's first item in the input list. */
  start: number;
  items: LaidOutItem<T>[];
  height: number;
  /** False for a last row that was not filled and keeps the target height. */
  full: boolean;
}

export function justifyRows<T>(
  items: readonly T[],
  aspectOf: (item: T) => number,
  options: LayoutOptions,
): LaidOutRow<T>[] {
  const { containerWidth, targetHeight, gap, minAspect = 0.5, maxAspect = 2.5 } = options;
  if (containerWidth <= 0 || items.length === 0) return [];
  const rows: LaidOutRow<T>[] = [];
  let pending: { item: T; aspect: number }[] = [];
  let aspectSum = 0;
  let start = 0;

  const close = (full: boolean) => {
    const gaps = gap * (pending.length - 1);
    // A full row is scaled to fill the width; a short one keeps the target height (and never exceeds the width).
    const fitted = (containerWidth - gaps) / aspectSum;
    const height = full ? fitted : Math.min(targetHeight, fitted);
    rows.push({
      start,
      items: pending.map(({ item, aspect }) => ({ item, width: aspect * height, height })),
      height,
      full,
    });
    start += pending.length;
    pending = [];
    aspectSum = 0;
  };

  for (const item of items) {
    const aspect = clampAspect(aspectOf(item), minAspect, maxAspect);
    if (pending.length > 0 && (aspectSum + aspect) * targetHeight + gap * pending.length > containerWidth) close(true);
    pending.push({ item, aspect });
    aspectSum += aspect;
  }
  if (pending.length > 0) close(false);
  return rows;
}

/** A picture's ratio as the layout uses it: clamped, and square when missing or broken. */
export function clampAspect(raw: number, minAspect = 0.5, maxAspect = 2.5): number {
  return Number.isFinite(raw) && raw > 0 ? Math.min(maxAspect, Math.max(minAspect, raw)) : 1;
}

/**
 * Row height the layout aims for at a container width (rows grow from it to fill the width): small on phones, so
 * two 16:9 pictures or three square ones share a row. gallery.css repeats these for its CSS layout (a test checks).
 */
export function targetRowHeight(containerWidth: number): number {
  if (containerWidth < 480) return 90;
  if (containerWidth < 900) return 150;
  return 200;
}

/** Whether the rows shown reach close enough to the end to ask for the next page. */
export function nearEnd(lastVisibleRow: number, rowCount: number, threshold = 3): boolean {
  return rowCount === 0 || lastVisibleRow >= rowCount - 1 - threshold;
}
