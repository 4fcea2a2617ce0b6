import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { justifyRows, nearEnd, targetRowHeight } from './justify-rows';

const options = { containerWidth: 1000, targetHeight: 200, gap: 10 };
const rowWidth = (row: { items: { width: number }[] }, gap: number) =>
  row.items.reduce((sum, i) => sum + i.width, 0) + gap * (row.items.length - 1);

describe('justifyRows', () => {
  it('fills each full row exactly to the width, keeping every ratio', () => {
    const aspects = [1.5, 1, 0.75, 1.78, 1.33, 1, 1.5, 0.8];
    const rows = justifyRows(aspects, (a) => a, options);
    const full = rows.filter((r) => r.full);
    expect(full.length).toBeGreaterThan(0);
    for (const row of full) {
      expect(rowWidth(row, 10)).toBeCloseTo(1000, 6);
      for (const { item, width, height } of row.items) expect(width / height).toBeCloseTo(item, 6);
      expect(row.height).toBeGreaterThanOrEqual(200);
    }
  });

  it('keeps every item once, in order, with row starts', () => {
    const aspects = Array.from({ length: 23 }, (_, i) => 0.6 + (i % 5) * 0.3);
    const rows = justifyRows(aspects, (a) => a, options);
    expect(rows.flatMap((r) => r.items.map((i) => i.item))).toEqual(aspects);
    let start = 0;
    for (const row of rows) {
      expect(row.start).toBe(start);
      start += row.items.length;
    }
  });

  it('leaves a short last row at the target height instead of stretching it', () => {
    const rows = justifyRows([1, 1, 1, 1, 1, 1], (a) => a, options);
    const last = rows[rows.length - 1]!;
    expect(last.full).toBe(false);
    expect(last.height).toBe(200);
    expect(rowWidth(last, 10)).toBeLessThan(1000);
  });

  it('breaks rows where CSS flex-wrap would: a picture that overflows at the target height starts the next row', () => {
    // 1.5 + 1 + 1.5 at 200 px high with two gaps is 820 px; a fourth 1-wide picture would make 1030 > 1000.
    const rows = justifyRows([1.5, 1, 1.5, 1, 2], (a) => a, options);
    expect(rows.map((r) => r.items.length)).toEqual([3, 2]);
    expect(rows[0]?.height).toBeCloseTo((1000 - 20) / 4, 6);
    // A picture wider than the row on its own takes the row, scaled down to the width.
    const wide = justifyRows([2.5, 1], (a) => a, { ...options, containerWidth: 400 });
    expect(wide[0]?.items).toHaveLength(1);
    expect(wide[0]?.items[0]?.width).toBeCloseTo(400, 6);
  });

  it('clamps extreme ratios so a panorama does not take a row of its own', () => {
    const rows = justifyRows([10, 1], (a) => a, { ...options, containerWidth: 2000 });
    expect(rows[0]?.items).toHaveLength(2);
    expect(rows[0]?.items[0]?.width).toBeCloseTo(2.5 * rows[0]!.height, 6);
  });

  it('reads a missing or broken ratio as square', () => {
    const rows = justifyRows([Number.NaN, 0], (a) => a, options);
    for (const item of rows.flatMap((r) => r.items)) expect(item.width).toBeCloseTo(item.height, 6);
  });

  it('lays out nothing without width or items', () => {
    expect(justifyRows([1], (a) => a, { ...options, containerWidth: 0 })).toEqual([]);
    expect(justifyRows([], (a: number) => a, options)).toEqual([]);
  });

  it('fits two 16:9 or three square pictures a row on a 375 px phone', () => {
    const width = 375 - 32;
    const layout = (aspect: number) =>
      justifyRows([aspect, aspect, aspect, aspect, aspect, aspect], (a) => a, {
        containerWidth: width,
        targetHeight: targetRowHeight(width),
        gap: 8,
      });
    expect(layout(16 / 9)[0]?.items).toHaveLength(2);
    expect(layout(1)[0]?.items).toHaveLength(3);
  });

  it("has the row heights gallery.css's CSS layout uses, at the same container widths", () => {
    const css = readFileSync(join(import.meta.dirname, 'gallery.css'), 'utf8');
    const flow = css.slice(css.indexOf('.fw-gallery-grid--flow'));
    const rowAt = (query: string) =>
      Number(new RegExp(`${query}[^}]*?--fw-gallery-row: (\\d+)px`).exec(flow)?.[1] ?? Number.NaN);
    expect(rowAt('\\.fw-gallery-grid--flow \\{')).toBe(targetRowHeight(479));
    expect(rowAt('@container \\(min-width: 480px\\) \\{\\s*\\.fw-gallery-grid--flow \\{')).toBe(targetRowHeight(480));
    expect(rowAt('@container \\(min-width: 900px\\) \\{\\s*\\.fw-gallery-grid--flow \\{')).toBe(targetRowHeight(900));
  });
});

describe('paging trigger', () => {
  it('asks for more once the visible rows come within three of the end', () => {
    expect(nearEnd(2, 20)).toBe(false);
    expect(nearEnd(15, 20)).toBe(false);
    expect(nearEnd(16, 20)).toBe(true);
    expect(nearEnd(19, 20)).toBe(true);
    expect(nearEnd(-1, 0)).toBe(true);
  });
});
