import { describe, expect, it } from 'vitest';
import { planGridColumns, planGridStyle } from './plan-grid';

/** Cards on the last row when `count` cards fill rows of `columns`. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe('plan grid columns', () => {
  it('puts the five domestic plans in one wide row and 3 + 2 at mid width', () => {
    expect(planGridColumns(5)).toEqual({ wide: 5, mid: 3 });
  });

  it('puts the three overseas plans in one row at both widths', () => {
    expect(planGridColumns(3)).toEqual({ wide: 3, mid: 3 });
  });

  it('never leaves a single card on the last row of a full grid', () => {
    for (let count = 2; count <= 12; count++) {
      const { wide, mid } = planGridColumns(count);
      expect([count, lastRow(count, wide)]).not.toEqual([count, 1]);
      expect([count, lastRow(count, mid)]).not.toEqual([count, 1]);
    }
  });

  it('hands the columns to the stylesheet as custom properties', () => {
    expect(planGridStyle(4)).toEqual({ '--fw-plan-cols-wide': 4, '--fw-plan-cols-mid': 2 });
  });
});
