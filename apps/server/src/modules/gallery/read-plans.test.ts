import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import type { Db } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { clientHeaders, testConfig } from '../../testing/app';
import { createTestDb } from '../../testing/db';
import { startLocalPostgres } from '../../testing/local-postgres';
import { encodeCursor } from './service';

/**
 * The read paths a page makes many of (status2 for up to 20 ids, list3 mine and gallery with filters and a cursor,
 * detail) must each be indexed: this test seeds thousands of tasks, serves the real routes, captures every SQL
 * statement they run from Kysely and has the planner EXPLAIN it; a sequential scan of tasks fails, and so does a
 * gallery or my-works page that sorts every matching row instead of reading its page in index order. It runs on
 * PGlite and on a local PostgreSQL 15 (the planners differ), with enable_seqscan left on: the table is seeded and
 * ANALYZEd so the planner's choice is its own.
 */

const USERS = 40;
const TASKS = 6000;
const VIEWER = 'x-test-viewer';

let db: Db;
let close: () => Promise<void> = async () => {};
let app: FastifyInstance;
/** Statements run through the app's database handle, in order. */
const captured: { node: RootOperationNode; queryId: QueryId }[] = [];

const recorder: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    captured.push({ node, queryId });
    return node;
  },
  transformResult: async ({ result }) => result,
};

let users: string[] = [];
let someTaskIds: string[] = [];
let queuedTaskIds: string[] = [];
let publicTaskId = '';

async function seed(db: Db): Promise<void> {
  const now = new Date();
  users = Array.from({ length: USERS }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  await db
    .insertInto('users')
    .values(
      users.map((uuid, i) => ({
        uuid,
        phone: null,
        nickname: `seed ${i}`,
        invite_code: `SEED${i}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Spread over tools, statuses, privacy, publication and a year of creation times, like a live table.
  await db.executeQuery(
    CompiledQuery.raw(
      `insert into tasks (id, user_uuid, tool, engine_tool, params, prompt, mode, lane, private, cost, status,
         max_attempts, next_attempt_at, pub_status, created_at, updated_at, deleted_at)
       select 'seed-' || g,
         ($1::text[])[(g % ${USERS}) + 1],
         (array['text2video','img2video','upscale','vid2vid'])[(g % 4) + 1], 'x', '{}'::jsonb, 'prompt ' || g,
         g % 3, g % 3, g % 7 = 0, 10,
         case when g % 50 = 0 then -2 when g % 50 = 1 then 0 when g % 50 = 2 then -1 else 1 end,
         3, now(), case when g % 5 = 0 then 1 when g % 11 = 0 then 2 else null end,
         now() - (g || ' minutes')::interval, now(), case when g % 97 = 0 then now() else null end
       from generate_series(1, ${TASKS}) g`,
      [users],
    ),
  );
  await db.executeQuery(CompiledQuery.raw('analyze'));
  const mine = await db
    .selectFrom('tasks')
    .select('id')
    .where('user_uuid', '=', users[1]!)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  someTaskIds = mine.map((t) => t.id);
  // Queued tasks make status2 count the jobs ahead and estimate the time left: those queries count too.
  const queued = await db
    .selectFrom('tasks')
    .select('id')
    .where('user_uuid', '=', users[0]!)
    .where('status', '=', -2)
    .limit(5)
    .execute();
  queuedTaskIds = queued.map((t) => t.id);
  const pub = await db
    .selectFrom('tasks')
    .select('id')
    .where('pub_status', '=', 1)
    .where('status', '=', 1)
    .where('private', '=', false)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  publicTaskId = pub.id;
}

const DATABASES = ['pglite', 'postgres'] as const;

async function open(kind: (typeof DATABASES)[number]): Promise<void> {
  if (kind === 'pglite') {
    const testDb = await createTestDb();
    db = testDb.db;
    close = testDb.close;
    return;
  }
  const pg = await startLocalPostgres({ maxConnections: 30 });
  db = await openDatabase({ kind: 'postgres', url: pg.url });
  await migrate(db);
  const opened = db;
  close = async () => {
    await opened.destroy();
    await pg.stop();
  };
}

/** Serves url and returns the plans of every statement it ran that reads tasks. */
async function plansOf(url: string, viewer?: string): Promise<{ sql: string; plan: string }[]> {
  captured.length = 0;
  const res = await app.inject({ url, headers: { ...clientHeaders(), ...(viewer ? { [VIEWER]: viewer } : {}) } });
  expect(res.json().code, `${url}: ${res.body.slice(0, 300)}`).toBe(0);
  const plans = [];
  for (const { node, queryId } of captured.splice(0)) {
    const query = db.getExecutor().compileQuery(node, queryId);
    if (!/\btasks\b/.test(query.sql)) continue;
    const explained = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    plans.push({ sql: query.sql, plan: explained.rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

/** ordered: the page comes in index order (a sort above the scan would read every matching row first). */
function expectIndexed(plans: { sql: string; plan: string }[], ordered = false) {
  expect(plans.length).toBeGreaterThan(0);
  for (const { sql, plan } of plans) {
    expect(plan, `${sql}\n${plan}`).not.toMatch(/Seq Scan on tasks/);
    if (ordered) expect(plan, `${sql}\n${plan}`).not.toMatch(/Sort/);
  }
}

describe.each(DATABASES)('read paths use indexes on a seeded tasks table (%s)', (kind) => {
  beforeAll(async () => {
    await open(kind);
    await seed(db);
    const resolveUser = async (request: { headers: Record<string, unknown> }): Promise<SessionUser | null> =>
      typeof request.headers[VIEWER] === 'string' ? { uuid: request.headers[VIEWER] as string } : null;
    app = await buildApp({ config: testConfig(), db: db.withPlugin(recorder), resolveUser });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await close();
  });

  it('status2 with 20 ids, and with queued ones', async () => {
    expectIndexed(await plansOf(`/api/images/status2?ids=${someTaskIds.join(',')}`, users[1]));
    expect(queuedTaskIds.length).toBeGreaterThan(0);
    expectIndexed(await plansOf(`/api/images/status2?ids=${queuedTaskIds.join(',')}`, users[0]));
  });

  it('user info: its counts of invitees and fast-mode works read by index', async () => {
    expectIndexed(await plansOf('/api/user/info', users[1]));
  });

  it('detail of an own and of a public work', async () => {
    expectIndexed(await plansOf(`/api/images/detail?id=${someTaskIds[0]}`, users[1]));
    expectIndexed(await plansOf(`/api/images/detail?id=${publicTaskId}`));
  });

  it.each([
    // One user's works are few (here 150): the planner may fetch them by tasks_user and sort, its honest choice.
    ['my works', 'scope=mine', false],
    ['my works of a tool', 'scope=mine&tool=img2video', false],
    ['my works by dates', 'scope=mine&from=2026-01-01&to=2026-12-31', false],
    ['my works, hot', 'scope=mine&sort=hot', false],
    ['the gallery, new', 'scope=gallery&sort=new', true],
    ['the gallery, hot', 'scope=gallery&sort=hot', true],
    ['the gallery of a tool', 'scope=gallery&tool=text2video', true],
    ['the gallery of a tag', 'scope=gallery&tag=landscape', false],
  ])('list3: %s, first page and the next by cursor', async (_name, query, ordered) => {
    const viewer = query.includes('mine') ? users[1] : undefined;
    expectIndexed(await plansOf(`/api/images/list3?${query}&limit=24`, viewer), ordered);
    const cursor = encodeCursor({ rank: 1, createdAt: new Date(Date.now() - 3 * 86_400_000), id: 'seed-5' });
    expectIndexed(await plansOf(`/api/images/list3?${query}&limit=24&cursor=${cursor}`, viewer), ordered);
  });
});
