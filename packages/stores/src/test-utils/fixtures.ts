import { createHttpClient } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import { vi } from 'vitest';
import type { AppServices } from '../services';
import { PREVIEW_BUILDS } from '../testing/preview-builds';

export const sampleUser: UserInfo = {
  uuid: 'u-42',
  avatar_url: 'https://cdn.example.com/user-avatar/u-42/a.png',
  avatarCdnKey: 'user-avatar/u-42/a.png',
  introducer: '',
  invite_code: 'INV42',
  nickname: '小帧',
  first_sub: true,
  count: 3,
  vip_date: '2026-12-31',
  vip_type: 'PRO',
  vip_name: 'PRO',
  phone: '13800000000',
  created_at: '2026-01-01T00:00:00Z',
  accCount: 2,
  unlimitEnable: true,
  cps_ratio: 0.1,
  totalPoints: 999_999,
  permanentPoints: 100,
  vip_points: 500,
  dailyCount: 20,
};

type Answer = { status?: number; body: unknown };

/** Services with an http client on a scripted fetch; every request is recorded as "METHOD url". */
export function fakeServices(answers: Answer[] = [], overrides: Partial<AppServices> = {}) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push(`${init.method} ${String(input)}`);
    const answer = answers.shift() ?? { body: { code: 0, data: null, msg: '' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  const services: AppServices = {
    http: createHttpClient({ region: 'cn', getVisitorId: () => 'visitor', fetch }),
    fingerprint: vi.fn(async () => 'fp-visitor'),
    ...PREVIEW_BUILDS.cn,
    navigate: vi.fn(),
    ...overrides,
  };
  return { services, requests };
}
