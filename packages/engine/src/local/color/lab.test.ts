import { describe, expect, it } from 'vitest';
import { applyLabTransfer, cubeLut, labStats, labToSrgb, labTransfer, srgbToLab } from './lab';

describe('Lab conversions', () => {
  it('match reference values and round-trip', () => {
    const [l, a, b] = srgbToLab(255, 0, 0);
    expect(l).toBeCloseTo(53.24, 1);
    expect(a).toBeCloseTo(80.09, 1);
    expect(b).toBeCloseTo(67.2, 1);
    expect(srgbToLab(255, 255, 255)[0]).toBeCloseTo(100, 2);
    const samples: [number, number, number][] = [
      [12, 200, 99],
      [255, 128, 0],
      [30, 30, 30],
    ];
    for (const rgb of samples) {
      const back = labToSrgb(...srgbToLab(...rgb));
      for (let i = 0; i < 3; i++) expect(back[i]).toBeCloseTo(rgb[i]!, 3);
    }
  });
});

describe('labTransfer', () => {
  const pixels = (colours: number[][]) => Uint8Array.from(colours.flat());
  const source = labStats(
    pixels([
      [20, 40, 200],
      [40, 60, 220],
      [10, 30, 180],
    ]),
  );
  const reference = labStats(
    pixels([
      [220, 120, 30],
      [240, 140, 50],
      [200, 100, 20],
    ]),
  );

  it('gives the source the reference statistics at full strength and is the identity at zero', () => {
    const full = labTransfer(source, reference, 1);
    const moved = labStats(
      pixels(
        [
          [20, 40, 200],
          [40, 60, 220],
          [10, 30, 180],
        ].map((c) => applyLabTransfer(full, c[0]!, c[1]!, c[2]!).map(Math.round)),
      ),
    );
    for (let c = 0; c < 3; c++) expect(moved.mean[c]).toBeCloseTo(reference.mean[c]!, -0.5);
    const none = labTransfer(source, reference, 0);
    expect(none).toEqual({ gain: [1, 1, 1], offset: [0, 0, 0] });
  });

  it('writes a .cube 3D LUT ffmpeg can read', () => {
    const lut = cubeLut(labTransfer(source, reference, 0), 5);
    const lines = lut.trim().split('\n');
    expect(lines).toContain('LUT_3D_SIZE 5');
    const values = lines.filter((l) => /^[\d.]+ [\d.]+ [\d.]+$/.test(l));
    expect(values).toHaveLength(125);
    // Identity transfer: the second entry is red at 1/4, green and blue 0.
    expect(values[1]).toBe('0.25000 0.00000 0.00000');
  });
});
