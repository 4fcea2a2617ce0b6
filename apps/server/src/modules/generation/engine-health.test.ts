import { ErrorCode, type ToolConfig } from '@framewise/contracts';
import { createLocalEngine } from '@framewise/engine/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMediaTools, mediaToolsLine } from './engine-health';
import { appWithEngine, callAs, footprint, makeMember, uploadAs } from './testing';

// A server whose ffmpeg is missing (FFMPEG_PATH pointing at nothing, here passed to the real local engine).
const MISSING = '/nonexistent/bin/ffmpeg';
const VIDEO_TOOLS_OFF = ['text2video', 'img2video', 'img2video_v2', 'ai_video', 'vid2vid', 'lipsync', 'extend'];

let h: Awaited<ReturnType<typeof appWithEngine>>;
const harness = () => h;

beforeAll(async () => {
  h = await appWithEngine(createLocalEngine({ ffmpegPath: MISSING, upscale: { esrgan: false } }));
});
afterAll(() => h?.close());

describe('a server without ffmpeg', () => {
  it('logs one line naming what is missing and the tools that are off', async () => {
    const lines: string[] = [];
    await logMediaTools(
      { health: () => createLocalEngine({ ffmpegPath: MISSING }).health() },
      { info: (l) => lines.push(`info ${l}`), warn: (l) => lines.push(`warn ${l}`) },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `warn media tools missing: ffmpeg (${MISSING}); tools off: ${VIDEO_TOOLS_OFF.join(', ')}; upscale: images only.` +
        ' Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH / FFPROBE_PATH.',
    );
  });

  it('is degraded in /readyz, naming the missing tool and the tools off', async () => {
    const res = await h.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      media: {
        status: 'degraded',
        missing: [`ffmpeg (${MISSING})`],
        toolsOff: VIDEO_TOOLS_OFF,
        limited: { upscale: 'images only' },
      },
    });
  });

  it('marks the video tools unavailable in /api/config/generate and keeps image upscales', async () => {
    for (const tool of VIDEO_TOOLS_OFF) {
      const config = await callAs<ToolConfig>(harness(), null, 'GET', `/api/config/generate?type=${tool}`);
      expect(config.data.available, tool).toBe(false);
    }
    const upscale = (await callAs<ToolConfig>(harness(), null, 'GET', '/api/config/generate?type=upscale')).data;
    expect(upscale.available).toBe(true);
    expect(upscale.options.target?.map((o) => o.value)).toEqual(['2x', '4x', '2k', '4k']);
    expect(upscale.options.videoTarget).toEqual([]);
    expect(
      (await callAs<ToolConfig>(harness(), null, 'GET', '/api/config/generate?type=upscale_turbo')).data,
    ).toMatchObject({ available: true });
  });

  it('refuses a video tool with an envelope that says why, and charges nothing', async () => {
    const user = await makeMember(harness(), 50);
    const image = await uploadAs(harness(), user, 'png');
    const before = await footprint(h.db, user);
    for (const language of ['en', 'zh', 'ja'] as const) {
      const res = await callAs(
        harness(),
        user,
        'POST',
        '/api/images/animation/generate',
        { reference_img: image, model: '90', duration: 5 },
        language,
      );
      expect(res.code).toBe(ErrorCode.NOT_AVAILABLE);
      expect(res.msg).toContain(`ffmpeg (${MISSING})`);
      if (language === 'en') {
        expect(res.msg).toBe(`This tool is off: the server is missing the media tools it needs (ffmpeg (${MISSING})).`);
      }
    }
    const t2v = await callAs(harness(), user, 'POST', '/api/images/text2video/generate', {
      prompts: [{ prompt: 'a boat', keyframe: 1 }],
      model: '90',
      ratio: 4,
      duration: 5,
    });
    expect(t2v).toMatchObject({ code: ErrorCode.NOT_AVAILABLE, data: null });
    expect(await footprint(h.db, user)).toEqual(before);
    // An image upscale still runs its course.
    const upscale = await callAs(harness(), user, 'POST', '/api/images/animation/upscale', {
      reference_img: image,
      target: '2x',
    });
    expect(upscale.code, upscale.msg).toBe(0);
  });
});

describe('a server with its media tools', () => {
  it('logs the versions it found', async () => {
    const line = mediaToolsLine(await createLocalEngine().health());
    expect(line.level).toBe('info');
    expect(line.line).toMatch(/^media tools: ffmpeg \S+, ffprobe \S+$/);
  });
});
