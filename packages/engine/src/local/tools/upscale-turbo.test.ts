import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKeys } from '../../notes';
import type { EngineJob } from '../../types';
import { fileLabStats } from '../color/transfer';
import { createLocalEngine } from '../engine';
import { makeSceneImage, makeSolidImage, tempDir } from '../testing/media';

const engine = createLocalEngine({ upscale: { esrgan: false } });
let dir: string;
let cleanup: () => Promise<void>;
let image: string;
let warm: string;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  image = await makeSceneImage(join(dir, 'scene.png'), 120, 80, 220);
  warm = await makeSolidImage(join(dir, 'warm.png'), 32, 32, { r: 230, g: 120, b: 40 });
});
afterAll(async () => {
  await engine.close();
  await cleanup();
});

let n = 0;
function job(params: Record<string, unknown>, inputs: EngineJob['inputs']): EngineJob {
  n++;
  return { id: `turbo-${n}`, tool: 'upscale_turbo', inputs, params, seed: 3, workDir: join(dir, `job-${n}`) };
}

describe('upscale_turbo', () => {
  it('moves the colours toward the reference by weight x (1 - resemblance)', async () => {
    const params = { upscaler: '2x', prompt: 'sunset glow', negative_prompt: 'blur', creativity: 0 };
    const plain = await engine.run(job({ ...params, resemblance: 1 }, { image, referenceImage: warm }));
    const half = await engine.run(job({ ...params, resemblance: 0.5 }, { image, referenceImage: warm }));
    const full = await engine.run(job({ ...params, resemblance: 0, weight: 1 }, { image, referenceImage: warm }));
    const [p, h, f, ref] = await Promise.all([
      fileLabStats(plain.outputs[0]!.path),
      fileLabStats(half.outputs[0]!.path),
      fileLabStats(full.outputs[0]!.path),
      fileLabStats(warm),
    ]);
    // b* (blue to yellow): the scene is blue, the reference orange.
    expect(h.mean[2]).toBeGreaterThan(p.mean[2] + 5);
    expect(f.mean[2]).toBeGreaterThan(h.mean[2] + 5);
    expect(Math.abs(f.mean[2] - ref.mean[2])).toBeLessThan(8);
    expect(full.outputs[0]).toMatchObject({ width: 240, height: 160, mime: 'image/png' });
    expect(full.data).toMatchObject({ colourStrength: 1 });
    expect(noteKeys(full.notes)).toContain('promptIgnored.upscaleTurbo');
  });

  it('applies HDR (CLAHE) and sharpening', async () => {
    const base = await engine.run(job({ upscaler: '2x', creativity: 0 }, { image }));
    const hdr = await engine.run(job({ upscaler: '2x', creativity: 1, hdr: true }, { image }));
    const [b, h] = await Promise.all([fileLabStats(base.outputs[0]!.path), fileLabStats(hdr.outputs[0]!.path)]);
    expect(h.std[0]).not.toBeCloseTo(b.std[0], 1);
    expect(noteKeys(hdr.notes)).toContain('turbo.hdr');
  });

  it('refuses 2K60 and a missing image', async () => {
    await expect(engine.run(job({ upscaler: '2k60' }, { image }))).rejects.toMatchObject({
      reason: 'engine.unsupportedTarget',
    });
    await expect(engine.run(job({ upscaler: '2x' }, {}))).rejects.toMatchObject({
      reason: 'validation.referenceImageRequired',
    });
  });
});
