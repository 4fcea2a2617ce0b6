import { describe, expect, it } from 'vitest';
import { load, refusedNames } from './testing';

describe('generation settings', () => {
  it('defaults to the local engine with one general and one fast-only slot', () => {
    expect(load({}).generation).toEqual({
      comfyuiUrl: 'http://127.0.0.1:8188',
      localVideoShortSide: 720,
      worker: {
        concurrency: 1,
        fastSlots: 1,
        lanes: ['fast', 'normal', 'relax'],
        leaseSeconds: 60,
        pollMs: 1000,
        maxAttempts: 3,
        retryBaseSeconds: 15,
      },
    });
  });

  it('reads the ComfyUI address, slots, lanes and timings from env', () => {
    const config = load({
      ENGINE: 'comfyui',
      COMFYUI_URL: 'http://gpu-1:8188/',
      WORKER_CONCURRENCY: '4',
      WORKER_FAST_SLOTS: '0',
      WORKER_LANES: 'relax, normal',
      WORKER_LEASE_SECONDS: '120',
      WORKER_POLL_MS: '250',
      WORKER_MAX_ATTEMPTS: '5',
      WORKER_RETRY_BASE_SECONDS: '30',
    });
    expect(config.engine).toBe('comfyui');
    expect(config.generation).toEqual({
      comfyuiUrl: 'http://gpu-1:8188',
      localVideoShortSide: 720,
      worker: {
        concurrency: 4,
        fastSlots: 0,
        // Kept in claim order whatever order env names them in.
        lanes: ['normal', 'relax'],
        leaseSeconds: 120,
        pollMs: 250,
        maxAttempts: 5,
        retryBaseSeconds: 30,
      },
    });
  });

  it("reads the local engine's video size, 720 px short side unless set", () => {
    expect(load({}).generation.localVideoShortSide).toBe(720);
    expect(load({ LOCAL_VIDEO_SHORT_SIDE: '360' }).generation.localVideoShortSide).toBe(360);
    expect(refusedNames({ LOCAL_VIDEO_SHORT_SIDE: '10' })).toEqual(['LOCAL_VIDEO_SHORT_SIDE']);
  });

  it('refuses unknown lanes and out-of-range numbers', () => {
    expect(refusedNames({ WORKER_LANES: 'fast,turbo', WORKER_LEASE_SECONDS: '1', COMFYUI_URL: 'ftp://gpu' })).toEqual([
      'COMFYUI_URL',
      'WORKER_LANES.1',
      'WORKER_LEASE_SECONDS',
    ]);
  });
});
