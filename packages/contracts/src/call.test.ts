import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type BodyOf, type DataOf, defineCall, defineCalls, type QueryOf } from './call';
import { type CallName, calls } from './calls';
import { defineRoutes } from './route';
import { type RouteName, routes } from './route-table/index';

describe('defineCall types', () => {
  it('keeps the declared schemas in the call type', () => {
    const c = defineCall({
      method: 'POST',
      path: '/api/example',
      body: z.object({ n: z.number().default(1) }),
      data: z.object({ ok: z.boolean() }),
      auth: 'none',
      summary: 'Example call for the type test',
    });
    expect(c.body.parse({})).toEqual({ n: 1 });
    expectTypeOf<BodyOf<typeof c>>().toEqualTypeOf<{ n?: number | undefined }>();
    expectTypeOf<QueryOf<typeof c>>().toEqualTypeOf<undefined>();
    expectTypeOf<DataOf<typeof c>>().toEqualTypeOf<{ ok: boolean }>();
  });

  it('types registry calls for clients: query input before coercion, data after parsing', () => {
    expectTypeOf<QueryOf<typeof calls.getPackageList>>().toEqualTypeOf<{ permission_id: string | number }>();
    expectTypeOf<BodyOf<typeof calls.getUserInfo>>().toEqualTypeOf<undefined>();
    expectTypeOf<DataOf<typeof calls.loginByPhone>>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<DataOf<typeof calls.getTaskStatus>[number]['status']>().toEqualTypeOf<
      -5 | -4 | -3 | -2 | -1 | 0 | 1
    >();
    expect(calls.getPackageList.query.parse({ permission_id: '4' })).toEqual({ permission_id: 4 });
  });
});

describe('defineCalls', () => {
  const table = defineRoutes({
    ping: { method: 'GET', path: '/api/ping', auth: 'none', summary: 'Example route without input' },
    rename: { method: 'POST', path: '/api/rename', auth: 'required', regions: ['cn'], summary: 'Example POST route' },
  });

  it('joins each route with its schemas, keeping both exactly typed', () => {
    const joined = defineCalls(table, {
      ping: { data: z.object({ ok: z.boolean() }) },
      rename: { body: z.object({ name: z.string().trim() }), data: z.null() },
    });
    expect(joined.rename).toMatchObject({ method: 'POST', path: '/api/rename', auth: 'required', regions: ['cn'] });
    expect(joined.rename.body.parse({ name: ' Ann ' })).toEqual({ name: 'Ann' });
    expectTypeOf(joined.ping.method).toEqualTypeOf<'GET'>();
    expectTypeOf<QueryOf<typeof joined.ping>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<typeof joined.rename>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<DataOf<typeof joined.ping>>().toEqualTypeOf<{ ok: boolean }>();
  });

  it('refuses a route without schemas, schemas without a route, and input the method cannot carry', () => {
    const data = z.null();
    // @ts-expect-error rename has no schemas
    expect(() => defineCalls(table, { ping: { data } })).toThrow('Route rename has no schemas');
    // @ts-expect-error there is no route named extra
    expect(() => defineCalls(table, { ping: { data }, rename: { data }, extra: { data } })).toThrow(
      'Schemas without a route: extra',
    );
    // @ts-expect-error a GET call takes no body
    expect(() => defineCalls(table, { ping: { body: z.object({}), data }, rename: { data } })).toThrow(
      'GET /api/ping takes no body',
    );
  });

  it('builds the registry from the zod-free route table: same names, same routes', () => {
    expectTypeOf<CallName>().toEqualTypeOf<RouteName>();
    expect(Object.keys(calls)).toEqual(Object.keys(routes));
    for (const [name, route] of Object.entries(routes)) expect(calls[name as CallName], name).toMatchObject(route);
  });
});
