import {
  type ExtraModel,
  type GenerateAnswer,
  type GenerationModel,
  TOOLS,
  type ToolAvailability,
  type ToolConfig,
  type ToolExample,
} from '@framewise/contracts';
import type { ToolCapability } from '@framewise/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/db';
import {
  callAs,
  FakeEngine,
  type GenerationHarness,
  generationHarness,
  LOCAL_LIKE_CAPABILITIES,
  makeMember,
} from '../generation/testing';
import type { CommonProblem, TurboExample } from './static-content';

let testDb: TestDb;
let h: GenerationHarness;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db);
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
});

const config = async (type: string, harness = h, language = 'en') =>
  (await callAs<ToolConfig>(harness, null, 'GET', `/api/config/generate?type=${type}`, undefined, language)).data;

describe('GET /api/config/generate', () => {
  it('answers every tool, available with an engine that offers it', async () => {
    for (const tool of TOOLS) {
      const res = await callAs<ToolConfig>(h, null, 'GET', `/api/config/generate?type=${tool}`);
      expect(res.code, `${tool}: ${res.msg}`).toBe(0);
      expect(res.data).toMatchObject({ type: tool, available: true, modeCostFactor: { 0: 1, 1: 0, 2: 2 } });
      expect(res.data.options.mode?.map((o) => o.value)).toEqual([0, 1, 2]);
    }
  });

  it('publishes the cost table, tier flags and fast-only choices of the video tools', async () => {
    const t2v = await config('text2video');
    expect(t2v.baseCost).toBe(2);
    expect(t2v.options.duration).toEqual([
      expect.objectContaining({ value: 5, cost: 0, fastOnly: false, label: '5 s' }),
      expect.objectContaining({ value: 10, cost: 2, fastOnly: false }),
      expect.objectContaining({ value: 20, cost: 6, fastOnly: true }),
    ]);
    expect(t2v.options.upscaler?.[0]).toMatchObject({
      value: '2k',
      vip: true,
      costBy: {
        field: 'duration',
        steps: [
          { upTo: 5, cost: 1 },
          { upTo: 10, cost: 2 },
          { upTo: 20, cost: 5 },
          { upTo: 60, cost: 10 },
        ],
      },
    });
    expect(t2v.options.upscaler?.[1]?.costBy?.steps.map((s) => s.cost)).toEqual([6, 10, 20, 40]);
    // Only the camera movements this engine offers for text to video.
    expect(t2v.options.move_type?.map((o) => o.value)).toEqual(['zoom_in', 'zoom_out', 'orbit']);
    expect(t2v.options.model).toEqual([expect.objectContaining({ value: '90', label: 'Framewise Video' })]);
    expect(t2v.defaults).toMatchObject({ model: '90', ratio: 4, duration: 5, mode: 0, private: false, seed: -1 });
    expect(t2v.options.private?.[1]).toMatchObject({ value: 1, vip: true });

    const vid2vid = await config('vid2vid');
    expect(vid2vid.options.duration?.map((o) => [o.value, o.cost, o.vip, o.fastOnly])).toEqual([
      [5, 0, false, false],
      [10, 3, false, false],
      [20, 9, true, true],
    ]);
    expect(vid2vid.options.style_list?.filter((o) => o.vip).map((o) => o.value)).toEqual(['cyberpunk']);
    expect(vid2vid.options.subject_only?.map((o) => o.value)).toEqual([0]);
  });

  it('publishes the product’s upscale and lip-sync costs', async () => {
    const upscale = await config('upscale');
    expect(upscale.options.target?.map((o) => [o.value, o.cost, o.vip, o.fastOnly])).toEqual([
      ['2x', 1, false, false],
      ['4x', 2, false, true],
      ['2k', 1, true, false],
      ['4k', 6, true, false],
    ]);
    const video = Object.fromEntries(
      upscale.options.videoTarget?.map((o) => [o.value, o.costBy?.steps.map((s) => s.cost)]) ?? [],
    );
    expect(video).toMatchObject({ '2k': [1, 2, 3], '2k60': [5, 8, 15], '4k': [6, 6, 6] });
    const lipsync = await config('lipsync');
    expect(lipsync.options.level?.map((o) => o.cost)).toEqual([1, 2, 5, 10]);
    const turbo = await config('upscale_turbo', h, 'zh');
    expect(turbo.baseCost).toBe(1);
    expect(turbo.options.engine?.map((o) => o.label)).toEqual(['ESRGAN 快速', 'Lanczos 插值']);
  });

  it('shows a tool unavailable when the engine does not offer it, or cannot be asked, in its config and /api/config/tools', async () => {
    const without = await generationHarness(testDb.db, {
      engine: new FakeEngine(LOCAL_LIKE_CAPABILITIES.filter((c) => c.tool !== 'lipsync' && c.tool !== 'text2video')),
    });
    class DownEngine extends FakeEngine {
      override async capabilities(): Promise<ToolCapability[]> {
        throw new Error('ComfyUI is not reachable');
      }
    }
    const down = await generationHarness(testDb.db, { engine: new DownEngine() });
    const availability = async (harness: GenerationHarness) =>
      (await callAs<ToolAvailability>(harness, null, 'GET', '/api/config/tools')).data;
    try {
      // One answer for every tool says what each tool's config says.
      for (const harness of [h, without, down]) {
        const all = await availability(harness);
        expect(Object.keys(all).sort()).toEqual([...TOOLS].sort());
        for (const tool of TOOLS) expect(all[tool], tool).toBe((await config(tool, harness)).available);
      }
      expect(await availability(without)).toMatchObject({ lipsync: false, text2video: false, ai_video: true });
      expect((await config('lipsync', without)).available).toBe(false);
      expect((await config('text2video', without)).available).toBe(false);
      // The AI video generator still runs with a reference image.
      expect((await config('ai_video', without)).available).toBe(true);
      const unreachable = await config('upscale', down);
      expect(unreachable.available).toBe(false);
      expect(unreachable.options.target?.length).toBe(4);
    } finally {
      await without.close();
      await down.close();
    }
  });
});

describe('models and examples', () => {
  it('lists base models per tool, the video models, the engine’s upscalers and overlay characters', async () => {
    const models = await callAs<GenerationModel[]>(h, null, 'GET', '/api/config/model?type=vid2vid', undefined, 'zh');
    expect(models.data).toEqual([expect.objectContaining({ id: '201', name: '帧意风格化', isDefault: true })]);
    // The AI video generator's picker: only the models its generation call accepts.
    const video = await callAs<GenerationModel[]>(h, null, 'GET', '/api/video/modelList');
    expect(video.data.map((m) => m.id)).toEqual(['90']);
    const upscalers = await callAs<GenerationModel[]>(h, null, 'GET', '/api/config/model?type=upscale');
    expect(upscalers.data.map((m) => m.id)).toEqual(['esrgan-slim', 'esrgan-medium', 'lanczos']);
    const extra = await callAs<ExtraModel[]>(h, null, 'GET', '/api/image/modelextraList2?model=90');
    expect(extra).toMatchObject({ code: 0, data: [] });
  });

  it('shows the gallery’s works of a tool as its examples', async () => {
    expect((await callAs<ToolExample[]>(h, null, 'GET', '/api/config/example?type=vid2vid')).data).toEqual([]);
    const user = await makeMember(h, 20);
    const made = await callAs<GenerateAnswer>(h, user, 'POST', '/api/images/text2video/generate', {
      prompts: [{ prompt: 'paper boats on a pond', keyframe: 1 }],
      model: '90',
      ratio: 4,
      duration: 5,
    });
    await h.worker().runOnce();
    await callAs(h, user, 'POST', '/api/image/pub', { id: made.data.id, pubStatus: 1 });
    const examples = await callAs<ToolExample[]>(h, null, 'GET', '/api/config/example?type=text2video');
    expect(examples.data).toEqual([
      expect.objectContaining({
        id: made.data.id,
        prompt: 'paper boats on a pond',
        params: expect.objectContaining({ model: '90', duration: 5 }),
      }),
    ]);
    expect(examples.data[0]?.url).toMatch(/\.mp4\?/);
    expect(examples.data[0]?.cover).toMatch(/\.jpg\?/);
    // The poster's AVIF and WebP copies, for the home page's and empty states' <picture>.
    expect(examples.data[0]?.coverSources?.map((c) => [c.type, c.width])).toEqual([
      ['image/avif', 16],
      ['image/webp', 16],
    ]);
  });
});

describe('static JSON per language', () => {
  it('serves the turbo examples and the common problems in zh, en and ja', async () => {
    for (const lng of ['zh', 'en', 'ja']) {
      const turbo = await h.app.inject({ url: `/api/static/video/upscaler_turbo_example_${lng}.json` });
      expect(turbo.statusCode).toBe(200);
      const examples = turbo.json() as TurboExample[];
      expect(examples.length).toBeGreaterThanOrEqual(4);
      expect(examples[0]?.params.upscaler).toBe('4x');
      const faq = await h.app.inject({ url: `/api/static/video/common_problem_${lng}.json` });
      expect((faq.json() as CommonProblem[]).map((p) => p.id)).toContain('refund');
    }
    const en = (await h.app.inject({ url: '/api/static/video/common_problem_en.json' })).json() as CommonProblem[];
    expect(en[0]?.question).toBe('How many points does a generation cost?');
    expect((await h.app.inject({ url: '/api/static/video/common_problem_fr.json' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/static/video/secrets_en.json' })).statusCode).toBe(404);
  });
});
