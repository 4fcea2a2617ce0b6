import { createFakeServer, fail } from '@framewise/api-client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPackageList, PACKAGE_LIST_DEDUPE_MS } from './package-list';
import { catalogueRoute, domesticPlans, domesticPoints } from './test-utils/fixtures';
import { createPreviewStore } from './test-utils/preview';

const LIST = 'GET /api/pay/type/list';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPackageList', () => {
  it('asks by permission id and reuses an answer for 3 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-21T08:00:00Z') });
    const server = createFakeServer({ [LIST]: catalogueRoute({ plans: domesticPlans, points: domesticPoints }) });
    const { store } = createPreviewStore({ server });

    await expect(store.dispatch(loadPackageList(7))).resolves.toHaveLength(15);
    await expect(store.dispatch(loadPackageList(9))).resolves.toEqual(domesticPoints);
    await store.dispatch(loadPackageList(7));
    expect(server.callsTo(LIST).map((c) => c.query)).toEqual([{ permission_id: '7' }, { permission_id: '9' }]);

    vi.setSystemTime(Date.now() + PACKAGE_LIST_DEDUPE_MS);
    await store.dispatch(loadPackageList(7));
    await store.dispatch(loadPackageList(9, { force: true }));
    expect(server.callsTo(LIST)).toHaveLength(4);
  });

  it('forgets a failed answer so the next call tries again', async () => {
    const server = createFakeServer({ [LIST]: fail(500, 'catalogue down') });
    const { store } = createPreviewStore({ server });
    await expect(store.dispatch(loadPackageList(7))).rejects.toMatchObject({ msg: 'catalogue down' });
    server.on(LIST, catalogueRoute({ plans: domesticPlans }));
    await expect(store.dispatch(loadPackageList(7))).resolves.toHaveLength(15);
  });
});
