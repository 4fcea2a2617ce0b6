import type { UserInfo, Work } from '@framewise/contracts';
import { artwork } from '../../tools/test-utils/artwork';
import { workOf } from '../../tools/test-utils/fixtures';

let seq = 0;

/** A finished public-ready image-to-video work; override what a case needs. */
export function makeWork(overrides: Partial<Work> = {}): Work {
  seq += 1;
  const id = overrides.id ?? `work-${seq}`;
  return workOf({
    id,
    tool: 'img2video',
    prompt: 'A lighthouse on a cliff at sunset, waves rolling in',
    seed: -1,
    // A path of the catalog's own origin, not the API: stories stay offline (the poster shows).
    url: `/story/works/${id}.mp4`,
    cover: artwork(seq, { width: 1280, height: 720 }),
    cost: 10,
    params: { model: '90', ratio: 4, duration: 5, motion_speed: 5, move_type: 'zoom_in', prompt: 'A lighthouse' },
    author: { uuid: 'user-1', nickname: 'Mia', avatar_url: '' },
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  });
}

/** A logged-in user for the store. */
export const member: Partial<UserInfo> = {
  uuid: 'user-1',
  nickname: 'Mia',
  permanentPoints: 120,
  vip_points: 300,
  dailyCount: 20,
};
