import { createFakeServer, ok } from '@framewise/api-client/testing';
import { describe, expect, it } from 'vitest';
import { member } from '../tools/test-utils/fixtures';
import { createPreviewStore } from '../tools/test-utils/preview';
import { reloadPoints } from './refresh-points';

describe('reloadPoints', () => {
  it('asks the user info again after a refund and shows the balance it answers', async () => {
    const refunded = { ...member, permanentPoints: member.permanentPoints + 5, totalPoints: member.totalPoints + 5 };
    const server = createFakeServer({ 'GET /api/user/info': ok(refunded) });
    const { store } = createPreviewStore({ server, user: member });
    reloadPoints(store.dispatch);
    await expect.poll(() => store.getState().user.permanentPoints).toBe(refunded.permanentPoints);
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
  });

  it('asks nothing for a visitor', async () => {
    const server = createFakeServer({ 'GET /api/user/info': ok(member) });
    const { store } = createPreviewStore({ server });
    reloadPoints(store.dispatch);
    await new Promise((r) => setTimeout(r, 0));
    expect(server.callsTo('GET /api/user/info')).toEqual([]);
  });
});
