import { type CallContract, calls, defineCall, encodeRequestTime, HEADER } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import type { ResolveUser } from './context';
import { AppError } from './errors';
import type { ModuleRoutes } from './route';
import { registerCall } from './route';

const fixtures = {
  saveNote: defineCall({
    method: 'POST',
    path: '/api/fixture/notes',
    body: z.object({ text: z.string().min(1).max(20) }),
    data: z.object({ key: z.string() }),
    auth: 'none',
    summary: 'Stores a note',
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/fixture/list',
    query: z.object({ page: z.coerce.number().int().min(1), size: z.coerce.number().int().max(50).default(10) }),
    data: z.object({ page: z.number(), size: z.number(), region: z.string() }),
    auth: 'none',
    summary: 'Lists things',
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/fixture/me',
    data: z.object({ uuid: z.string() }),
    auth: 'required',
    summary: 'The logged-in user',
  }),
  maybeMe: defineCall({
    method: 'GET',
    path: '/api/fixture/maybe-me',
    data: z.object({ loggedIn: z.boolean() }),
    auth: 'optional',
    summary: 'Anyone',
  }),
  globalOnly: defineCall({
    method: 'GET',
    path: '/api/fixture/global-only',
    data: z.null(),
    auth: 'none',
    regions: ['global'],
    summary: 'Stripe things',
  }),
  leaky: defineCall({
    method: 'GET',
    path: '/api/fixture/leaky',
    data: z.object({ uuid: z.string() }),
    auth: 'none',
    summary: 'Returns more than it declares',
  }),
  broken: defineCall({
    method: 'GET',
    path: '/api/fixture/broken',
    data: z.object({ uuid: z.string() }),
    auth: 'none',
    summary: 'Returns less than it declares',
  }),
  refused: defineCall({
    method: 'POST',
    path: '/api/fixture/refused',
    data: z.null(),
    auth: 'none',
    summary: 'Always a business failure',
  }),
  crashing: defineCall({
    method: 'GET',
    path: '/api/fixture/crashing',
    data: z.null(),
    auth: 'none',
    summary: 'Always a bug',
  }),
};

// The first call of the real registry that needs a login: implemented here to show the generic pass skips it.
const registryRequired = Object.entries(calls as Record<string, CallContract>).find(([, c]) => c.auth === 'required');

let testDb: TestDb;
let app: FastifyInstance;
let loggedInApp: FastifyInstance;
const handled: string[] = [];
const logLines: string[] = [];

const fixtureModule: ModuleRoutes = (app) => {
  registerCall(app, fixtures.saveNote, async ({ body }) => {
    handled.push('saveNote');
    const key = `note.${body.text}`;
    await app.ctx.db.insertInto('app_settings').values({ key, value: body.text }).execute();
    return { key };
  });
  registerCall(app, fixtures.list, ({ query, region }) => {
    handled.push('list');
    return { page: query.page, size: query.size, region };
  });
  registerCall(app, fixtures.me, ({ user }) => {
    handled.push('me');
    return { uuid: user!.uuid };
  });
  registerCall(app, fixtures.maybeMe, ({ user }) => ({ loggedIn: user !== null }));
  registerCall(app, fixtures.globalOnly, () => null);
  registerCall(app, fixtures.leaky, () => ({ uuid: 'u-1', password_hash: 'never-sent' }) as { uuid: string });
  registerCall(app, fixtures.broken, () => ({}) as { uuid: string });
  registerCall(app, fixtures.refused, () => {
    throw new AppError(409, 'That nickname is taken');
  });
  registerCall(app, fixtures.crashing, () => {
    throw new Error('connection to storage lost');
  });
  if (registryRequired) {
    registerCall(app, registryRequired[1], () => {
      handled.push('registryRequired');
      throw new Error('not reached without a user');
    });
  }
};

const fromHeader: ResolveUser = async (request) => {
  const uuid = request.headers['x-test-user'];
  return typeof uuid === 'string' ? { uuid } : null;
};

beforeAll(async () => {
  testDb = await createTestDb();
  const logger = pino({ level: 'error' }, { write: (line: string) => logLines.push(line) });
  app = await buildApp({ config: testConfig(), db: testDb.db, modules: [fixtureModule], logger });
  loggedInApp = await buildApp({
    config: testConfig(),
    db: testDb.db,
    modules: [fixtureModule],
    resolveUser: fromHeader,
    logger,
  });
});
afterAll(async () => {
  await app?.close();
  await loggedInApp?.close();
  await testDb?.close();
});
beforeEach(() => {
  handled.length = 0;
});

describe('registerCall', () => {
  it('wraps the handler result in the envelope with HTTP 200', async () => {
    const res = await app.inject({ url: '/api/fixture/list?page=2', headers: clientHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { page: 2, size: 10, region: 'cn' }, msg: 'ok' });
    expect(res.headers[HEADER.serverTime]).toMatch(/^\d+$/);
  });

  it('refuses a bad query with code 400 naming the parameter, without calling the handler', async () => {
    const res = await app.inject({ url: '/api/fixture/list?page=0&size=500', headers: clientHeaders() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, data: null });
    expect(body.msg).toMatch(/^Query parameter "page": .*1/);
    expect(body.msg).toContain('(and 1 more problem)');
    expect(body.msg).not.toMatch(/at .*\.ts/);
    expect(handled).toEqual([]);
  });

  it('refuses a bad body with code 400 and stores nothing', async () => {
    const countNotes = async () =>
      (await testDb.db.selectFrom('app_settings').select('key').where('key', 'like', 'note.%').execute()).length;
    const before = await countNotes();
    const empty = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes',
      headers: clientHeaders(),
      payload: { text: '' },
    });
    expect(empty.json()).toMatchObject({ code: 400, data: null });
    expect(empty.json().msg).toMatch(/^Field "text": /);
    const missing = await app.inject({ method: 'POST', url: '/api/fixture/notes', headers: clientHeaders() });
    expect(missing.json()).toMatchObject({ code: 400, data: null });
    expect(missing.json().msg).toMatch(/^Request body: /);
    expect(handled).toEqual([]);
    expect(await countNotes()).toBe(before);

    const ok = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes',
      headers: clientHeaders(),
      payload: { text: 'hello' },
    });
    expect(ok.json()).toEqual({ code: 0, data: { key: 'note.hello' }, msg: 'ok' });
    expect(await countNotes()).toBe(before + 1);
  });

  it.each([
    ['missing', undefined],
    ['garbage', 'not-a-time!'],
    ['too long', 'zzzzzzzzzzzz'],
    ['ten minutes late', encodeRequestTime(Date.now() - 10 * 60_000)],
    ['ten minutes early', encodeRequestTime(Date.now() + 10 * 60_000)],
  ])('refuses a %s request-time header with code 4001', async (_label, value) => {
    const headers: Record<string, string> = { [HEADER.region]: 'cn' };
    if (value !== undefined) headers[HEADER.requestTime] = value;
    const res = await app.inject({ url: '/api/fixture/list?page=1', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 4001,
      data: null,
      msg: 'Request expired, please check your clock and retry',
    });
    expect(handled).toEqual([]);
  });

  it('accepts a request time inside the window', async () => {
    const res = await app.inject({
      url: '/api/fixture/list?page=1',
      headers: clientHeaders({ time: Date.now() - 4 * 60_000 }),
    });
    expect(res.json().code).toBe(0);
  });

  it('reads the region header, defaulting to cn and refusing unknown regions', async () => {
    const time = { [HEADER.requestTime]: encodeRequestTime(Date.now()) };
    const none = await app.inject({ url: '/api/fixture/list?page=1', headers: time });
    expect(none.json().data.region).toBe('cn');
    const global = await app.inject({ url: '/api/fixture/list?page=1', headers: clientHeaders({ region: 'global' }) });
    expect(global.json().data.region).toBe('global');
    const mars = await app.inject({ url: '/api/fixture/list?page=1', headers: { ...time, [HEADER.region]: 'mars' } });
    expect(mars.json()).toMatchObject({ code: 400, data: null });
    expect(mars.json().msg).toContain('Unknown region "mars"');
  });

  it('answers calls offered in another region with code 404', async () => {
    const cn = await app.inject({ url: '/api/fixture/global-only', headers: clientHeaders({ region: 'cn' }) });
    expect(cn.json()).toMatchObject({ code: 404, data: null, msg: 'Not offered in this region: Stripe things' });
    const global = await app.inject({ url: '/api/fixture/global-only', headers: clientHeaders({ region: 'global' }) });
    expect(global.json()).toEqual({ code: 0, data: null, msg: 'ok' });
  });

  it('answers 401 on required-auth calls while nobody can log in', async () => {
    const res = await app.inject({ url: '/api/fixture/me', headers: clientHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 401, data: null, msg: 'Please log in' });
    expect(handled).toEqual([]);
  });

  it('hands the resolved user to handlers', async () => {
    const me = await loggedInApp.inject({
      url: '/api/fixture/me',
      headers: { ...clientHeaders(), 'x-test-user': 'u-42' },
    });
    expect(me.json()).toEqual({ code: 0, data: { uuid: 'u-42' }, msg: 'ok' });
    const anonymous = await loggedInApp.inject({ url: '/api/fixture/maybe-me', headers: clientHeaders() });
    expect(anonymous.json().data).toEqual({ loggedIn: false });
    const known = await loggedInApp.inject({
      url: '/api/fixture/maybe-me',
      headers: { ...clientHeaders(), 'x-test-user': 'u-42' },
    });
    expect(known.json().data).toEqual({ loggedIn: true });
  });

  it('serves an implemented registry call instead of the "not available yet" answer', async () => {
    expect(registryRequired).toBeDefined();
    const [, contract] = registryRequired!;
    const res = await app.inject({ method: contract.method, url: contract.path, headers: clientHeaders() });
    expect(res.json()).toMatchObject({ code: 401, data: null, msg: 'Please log in' });
  });

  it('strips fields the contract does not declare from answers', async () => {
    const res = await app.inject({ url: '/api/fixture/leaky', headers: clientHeaders() });
    expect(res.json()).toEqual({ code: 0, data: { uuid: 'u-1' }, msg: 'ok' });
  });

  it('passes AppError code and msg through', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/fixture/refused', headers: clientHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 409, data: null, msg: 'That nickname is taken' });
  });

  it('answers unexpected errors and contract-breaking answers with the generic 500 and logs them', async () => {
    logLines.length = 0;
    for (const url of ['/api/fixture/crashing', '/api/fixture/broken']) {
      const res = await app.inject({ url, headers: clientHeaders() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 500, data: null, msg: 'Server error. Please try again later.' });
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('connection to storage lost');
    expect(logged).toContain('Answer of GET /api/fixture/broken breaks its contract');
  });
});
