// What bench/api.mjs and bench/cost.mjs load: users with sessions, tasks in every state, public gallery works; and
// the hot routes over them.
import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts';
import { sql } from 'kysely';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createUser } from '../src/modules/users/repo.ts';
import { insertLaneTasks } from '../src/testing/queued-tasks.ts';

export const USERS = 50;

/** Users with sessions; 20 tasks of the first user in every state; 6 public finished works per user. */
export async function seed(db, bucket) {
  const now = new Date();
  const users = [];
  const tokens = [];
  for (let i = 0; i < USERS; i++) {
    const user = await createUser(db, { phone: null, nickname: `bench${i}`, now });
    users.push(user.uuid);
    tokens.push(await createSession(db, user.uuid, now));
  }
  const statusIds = await insertLaneTasks(db, users[0], 20, now);
  const works = [];
  for (const user of users) works.push(...(await insertLaneTasks(db, user, 6, now)));
  const output = sql`jsonb_build_array(jsonb_build_object('bucket', ${bucket}::text, 'key',
    'works/' || user_uuid || '/' || id || '.png', 'mime', 'image/png', 'width', 1024, 'height', 1024,
    'durationS', null, 'fps', null, 'poster', null))`;
  const finish = (ids, extra = {}) =>
    db
      .updateTable('tasks')
      .set({ status: TASK_STATUS.SUCCESS, progress: 100, finished_at: now, outputs: output, ...extra })
      .where('id', 'in', ids)
      .execute();
  await finish([...works, ...statusIds.slice(0, 10)], {});
  await finish(works, { pub_status: PUBLICATION_STATUS.PUBLIC, published_at: now });
  await db
    .updateTable('tasks')
    .set({ status: TASK_STATUS.QUEUED })
    .where('id', 'in', statusIds.slice(10, 15))
    .execute();
  await db
    .updateTable('tasks')
    .set({ status: TASK_STATUS.PROCESSING, progress: 40, lease_owner: 'bench', lease_until: new Date(+now + 3600e3) })
    .where('id', 'in', statusIds.slice(15))
    .execute();
  return { tokens, statusIds };
}

/** The routes to drive; BENCH_ROUTES=<text>[,<text>] keeps those whose name contains one (tuning). */
export function routesOf(seeded) {
  const only = process.env.BENCH_ROUTES?.split(',');
  return allRoutes(seeded).filter((route) => !only || only.some((text) => route.name.includes(text)));
}

function allRoutes({ tokens, statusIds }) {
  return [
    { name: `GET /api/user/info, ${USERS} users`, path: '/api/user/info', tokens },
    { name: 'GET /api/user/info, 1 user', path: '/api/user/info', tokens: tokens.slice(0, 1) },
    // The owner of the 20 tasks polls them (another user's ids are left out of the answer: an empty one).
    {
      name: 'GET /api/images/status2, 20 ids',
      path: `/api/images/status2?ids=${statusIds.join(',')}`,
      tokens: tokens.slice(0, 1),
    },
    { name: 'GET /api/images/list3, gallery 24', path: '/api/images/list3?scope=gallery&limit=24', tokens: [] },
    { name: 'GET /api/images/list3, mine 24', path: '/api/images/list3?scope=mine&limit=24', tokens },
    { name: 'GET /api/config/generate?type=text2video', path: '/api/config/generate?type=text2video', tokens: [] },
  ];
}
