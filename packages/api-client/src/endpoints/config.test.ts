import { describe, expect, it } from 'vitest';
import { storeWith } from '../test-utils/api-store';
import { createFakeServer, ok } from '../testing/fake-server';
import { configApi } from './config';

describe('config endpoints', () => {
  it('asks the video models for the AI video generator, the tool models for the others, each once', async () => {
    const server = createFakeServer({
      'GET /api/video/modelList': ok([{ id: 'v1' }]),
      'GET /api/config/model': ok([{ id: 'm1' }]),
    });
    const store = storeWith(server);
    for (let i = 0; i < 2; i++) {
      await store.dispatch(configApi.endpoints.getToolModels.initiate('ai_video'));
      await store.dispatch(configApi.endpoints.getToolModels.initiate('vid2vid'));
    }
    expect(server.calls.map((c) => `${c.key}?${new URLSearchParams(c.query)}`)).toEqual([
      'GET /api/video/modelList?',
      'GET /api/config/model?type=vid2vid',
    ]);
  });
});
