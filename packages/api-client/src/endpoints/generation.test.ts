import type { GenerateAnswer, Work } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { storeWith } from '../test-utils/api-store';
import { createFakeServer, fail, ok } from '../testing/fake-server';
import { generationApi } from './generation';
import { worksApi } from './works';

const work = { id: 'tk1', tool: 'upscale', status: -2, progress: 0, prompt: '' } as unknown as Work;
const answer: GenerateAnswer = {
  id: 'tk1',
  status: -2,
  cost: 2,
  queuePosition: 0,
  work,
  balance: { totalPoints: 118, permanentPoints: 100, vip_points: 0, dailyCount: 18 },
};

describe('generate', () => {
  it('writes the answered work into the cached lists, asking nothing again', async () => {
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [], nextCursor: null }),
      'POST /api/images/animation/upscale': ok(answer),
    });
    const store = storeWith(server);
    const mine = { scope: 'mine', tool: 'upscale', limit: 20 } as const;
    await store.dispatch(worksApi.endpoints.listWorks.initiate(mine));

    const result = await store.dispatch(
      generationApi.endpoints.generate.initiate({
        call: 'upscale',
        body: { reference_img: 'upload/u/a.png', target: '2x' },
      }),
    );
    expect(result.data).toEqual(answer);
    expect(server.callsTo('POST /api/images/animation/upscale')[0]?.body).toEqual({
      reference_img: 'upload/u/a.png',
      target: '2x',
    });
    const state = store.getState();
    expect(worksApi.endpoints.listWorks.select(mine)(state).data?.items).toEqual([work]);
    expect(server.calls.map((c) => c.key)).toEqual(['GET /api/images/list3', 'POST /api/images/animation/upscale']);
  });

  it('keeps the stable key of a refusal in its error and changes no cache', async () => {
    const server = createFakeServer({
      'POST /api/images/animation/upscale': fail(403, '积分不足', 'membershipErrors.points.notEnough'),
    });
    const store = storeWith(server);
    const result = await store.dispatch(
      generationApi.endpoints.generate.initiate({
        call: 'upscale',
        body: { reference_img: 'upload/u/a.png', target: '2x' },
      }),
    );
    expect(result.error).toMatchObject({ kind: 'business', code: 403, key: 'membershipErrors.points.notEnough' });
  });
});
