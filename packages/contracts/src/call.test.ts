import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type BodyOf, type DataOf, defineCall, type QueryOf } from './call';
import { calls } from './calls';

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
