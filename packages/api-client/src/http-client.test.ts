import { defineCall, type UserInfo, userInfo } from '@framewise/contracts';
import { CHANNEL, decodeRequestTime, HEADER } from '@framewise/contracts/routes';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createHttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './http-client';
import { fakeFetch, hangingFetch } from './test-utils/fake-fetch';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function client(overrides: Partial<HttpClientOptions> = {}) {
  const fake = fakeFetch();
  const http = createHttpClient({ region: 'cn', getVisitorId: () => 'visitor-1', fetch: fake.fetch, ...overrides });
  return { http, fake };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient', () => {
  it('times out after 40 s with a timeout ApiError', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v', fetch: hangingFetch() });
    const pending = http.request('GET', '/api/user/info');
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('honours a custom timeout even when fetch ignores the abort signal', async () => {
    vi.useFakeTimers();
    const deaf = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v', fetch: deaf, timeoutMs: 500 });
    const assertion = expect(http.request('GET', '/api/x')).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });

  it('leaves HTTP caching to the browser: the same URL every time, no cache-busting, no cache override', async () => {
    const { http, fake } = client();
    await http.request('GET', '/api/config/generate', { query: { type: 'text2video' } });
    await http.request('GET', '/api/config/generate', { query: { type: 'text2video' } });
    await http.request('GET', '/api/static/video/common_problem_en.json');
    const [a, b, file] = fake.seen;
    expect(a?.url).toBe(b?.url);
    expect(a?.url).toBe('/api/config/generate?type=text2video');
    expect(file?.url).toBe('/api/static/video/common_problem_en.json');
    // Default mode: the browser serves fresh answers from its cache and revalidates stale ones by ETag (304).
    for (const seen of fake.seen) expect(seen.init.cache).toBeUndefined();
  });

  it('returns the parsed body of a 200 answer', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: { a: 1 }, msg: '' } });
    await expect(http.request('GET', '/api/x')).resolves.toEqual({ code: 0, data: { a: 1 }, msg: '' });
  });

  it('rejects any status other than 200, keeping the status', async () => {
    const { http, fake } = client();
    fake.answer({ status: 502, raw: 'Bad gateway' });
    fake.answer({ status: 201, body: { code: 0, data: null, msg: '' } });
    await expect(http.request('GET', '/api/x')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      messageKey: 'errors.serverError',
    });
    await expect(http.request('GET', '/api/x')).rejects.toMatchObject({ kind: 'http', status: 201 });
  });

  it('keeps the server message of a non-200 envelope', async () => {
    const { http, fake } = client();
    fake.answer({ status: 400, body: { code: 400, data: null, msg: 'nickname is required' } });
    await expect(http.request('POST', '/api/x')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      code: 400,
      msg: 'nickname is required',
    });
  });

  it('rejects a 200 answer whose body is not JSON', async () => {
    const { http, fake } = client();
    fake.answer({ raw: '<html>' });
    await expect(http.request('GET', '/api/x')).rejects.toMatchObject({ kind: 'http', status: 200 });
  });

  it('sends no product headers and no cross-site cookies for .json URLs', async () => {
    const { http, fake } = client({ baseUrl: 'https://api.example.com' });
    fake.answer({ body: [{ q: 'why', a: 'because' }] });
    const body = await http.request('GET', 'https://cdn.example.com/video/common_problem_en.json');
    expect(body).toEqual([{ q: 'why', a: 'because' }]);
    const [req] = fake.seen;
    expect(req?.url).toBe('https://cdn.example.com/video/common_problem_en.json');
    expect(req?.headers).toEqual({});
    expect(req?.init.credentials).toBe('same-origin');
  });

  it('adds region, channel, visitor id and a decodable request time to API calls and sends cookies', async () => {
    vi.useFakeTimers({ now: NOW });
    const { http, fake } = client({ region: 'global' });
    await http.request('GET', '/api/user/info');
    const [req] = fake.seen;
    expect(req?.url).toBe('/api/user/info');
    expect(req?.init.credentials).toBe('include');
    expect(req?.headers[HEADER.region]).toBe('global');
    expect(req?.headers[HEADER.channel]).toBe(CHANNEL);
    expect(req?.headers[HEADER.visitorId]).toBe('visitor-1');
    expect(decodeRequestTime(req?.headers[HEADER.requestTime])).toBe(NOW);
  });

  it('reads the visitor id at each request', async () => {
    let visitorId = '';
    const { http, fake } = client({ getVisitorId: () => visitorId });
    await http.request('GET', '/api/a');
    visitorId = 'computed-later';
    await http.request('GET', '/api/b');
    expect(fake.seen.map((r) => r.headers[HEADER.visitorId])).toEqual(['', 'computed-later']);
  });

  it('learns the server clock offset and keeps the last sane measurement', async () => {
    vi.useFakeTimers({ now: NOW });
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: null, msg: '' }, headers: { [HEADER.serverTime]: String(NOW + 90_000) } });
    await http.request('GET', '/api/a');
    expect(http.serverOffset()).toBe(90_000);

    fake.answer({ body: { code: 0, data: null, msg: '' }, headers: { [HEADER.serverTime]: 'garbage' } });
    await http.request('GET', '/api/b');
    fake.answer({ body: { code: 0, data: null, msg: '' }, headers: { [HEADER.serverTime]: '12' } });
    await http.request('GET', '/api/c');
    expect(http.serverOffset()).toBe(90_000);
    expect(decodeRequestTime(fake.seen[2]?.headers[HEADER.requestTime])).toBe(NOW + 90_000);

    fake.answer({ body: { code: 0, data: null, msg: '' }, headers: { [HEADER.serverTime]: String(NOW - 5_000) } });
    await http.request('GET', '/api/d');
    await http.request('GET', '/api/e');
    expect(http.serverOffset()).toBe(-5_000);
    expect(decodeRequestTime(fake.seen[4]?.headers[HEADER.requestTime])).toBe(NOW - 5_000);
  });

  it('throws the server msg when code is not 0', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 409, data: null, msg: '邀请人已填写' } });
    const err = await http.request('POST', '/api/user/modifyInviteCode').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'business', code: 409, msg: '邀请人已填写' });
    expect((err as ApiError).messageKey).toBeUndefined();
  });

  it("keeps the envelope's stable key beside the text, into the serialized form", async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 403, data: null, msg: '积分不足', key: 'membershipErrors.points.notEnough' } });
    const err = await http.request('POST', '/api/images/text2video/generate').catch((e: unknown) => e);
    expect(err).toMatchObject({
      kind: 'business',
      code: 403,
      msg: '积分不足',
      key: 'membershipErrors.points.notEnough',
    });
    expect((err as ApiError).toInfo().key).toBe('membershipErrors.points.notEnough');
  });

  it('falls back to the request-error key when code is not 0 and msg is empty', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 500, data: null, msg: '  ' } });
    const err = await http.request('GET', '/api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'business', code: 500, messageKey: 'errors.requestError' });
    expect((err as ApiError).msg).toBeUndefined();
  });

  it('turns a network failure into the server-error key', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v', fetch: failing });
    await expect(http.request('GET', '/api/x')).rejects.toMatchObject({
      kind: 'network',
      messageKey: 'errors.serverError',
    });
  });

  it('reports a caller abort as aborted, not as a timeout', async () => {
    const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = http.request('GET', '/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('calls onSessionExpired once for a 401 body and still throws', async () => {
    const onSessionExpired = vi.fn();
    const { http, fake } = client({ onSessionExpired, isLoginPolling: () => false });
    fake.answer({ body: { code: 401, data: null, msg: '请先登录' } });
    await expect(http.request('GET', '/api/user/info')).rejects.toMatchObject({ kind: 'business', code: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not report session expiry while login polling runs', async () => {
    const onSessionExpired = vi.fn();
    const { http, fake } = client({ onSessionExpired, isLoginPolling: () => true });
    fake.answer({ body: { code: 401, data: null, msg: '' } });
    await expect(http.request('GET', '/api/user/info')).rejects.toMatchObject({ code: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('encodes the query string and appends to an existing one', async () => {
    const { http, fake } = client({ baseUrl: '/base/' });
    await http.request('GET', '/api/images/list3', {
      query: { page: 2, tag: ['a b', 'c'], empty: undefined, none: null, private: false },
    });
    await http.request('GET', '/api/pay/type/list?permission_id=9', { query: { lang: 'zh' } });
    expect(fake.seen[0]?.url).toBe('/base/api/images/list3?page=2&tag=a+b&tag=c&private=false');
    expect(fake.seen[1]?.url).toBe('/base/api/pay/type/list?permission_id=9&lang=zh');
  });

  it('sends a body as JSON', async () => {
    const { http, fake } = client();
    await http.request('POST', '/api/user/modifyInfo', { body: { nickname: '小帧', avatar_url: 'k/1.png' } });
    const [req] = fake.seen;
    expect(req?.init.method).toBe('POST');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(req?.init.body))).toEqual({ nickname: '小帧', avatar_url: 'k/1.png' });
  });
});

describe('call by name', () => {
  it('sends the query of a GET call and returns data', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: { status: 'pending' }, msg: '' } });
    const state = await http.call('getQrLoginStatus', { query: { uuid: 'login-0001' } });
    expect(state).toEqual({ status: 'pending' });
    expect(fake.seen[0]?.url).toBe('/api/user/qrLoginStatus?uuid=login-0001');
    expect(fake.seen[0]?.init.method).toBe('GET');
    expect(fake.seen[0]?.init.body).toBeNull();
  });

  it('sends the body of a POST call as JSON', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: { nickname: 'Bo' }, msg: '' } });
    await expect(http.call('modifyInfo', { body: { nickname: 'Bo' } })).resolves.toEqual({ nickname: 'Bo' });
    expect(fake.seen[0]?.url).toBe('/api/user/modifyInfo');
    expect(fake.seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fake.seen[0]?.init.body))).toEqual({ nickname: 'Bo' });
  });

  it('takes no input for a call without query or body', async () => {
    const { http, fake } = client();
    await expect(http.call('logout')).resolves.toBeNull();
    expect(fake.seen[0]).toMatchObject({ url: '/api/user/logout', init: { method: 'POST' } });
  });

  it('honours the caller abort signal', async () => {
    const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = http.call('logout', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('types input and answer from the schemas', async () => {
    const { http, fake } = client();
    const getUser = () => http.call('getUserInfo');
    expectTypeOf(getUser).returns.resolves.toEqualTypeOf<UserInfo>();
    // @ts-expect-error the query (the QR login uuid) is required
    await http.call('getQrLoginStatus');
    // @ts-expect-error the body must match the schema
    await http.call('modifyInfo', { body: { nickname: 3 } });
    // Types aside, the client sends exactly what it was given.
    expect(fake.seen.map((r) => r.url)).toEqual(['/api/user/qrLoginStatus', '/api/user/modifyInfo']);
    expect(fake.seen[1]?.init.body).toBe('{"nickname":3}');
  });

  it('rejects a name that is no call', async () => {
    const { http, fake } = client();
    // @ts-expect-error not a call of the registry
    await expect(http.call('dropTables')).rejects.toThrow('Unknown API call "dropTables"');
    // @ts-expect-error inherited object keys are no calls either
    await expect(http.call('toString')).rejects.toThrow(TypeError);
    expect(fake.seen).toEqual([]);
  });
});

describe('call with a contract outside the registry', () => {
  const findUser = defineCall({
    method: 'GET',
    path: '/api/test/find',
    query: userInfo.pick({ uuid: true }),
    data: userInfo.pick({ nickname: true }),
    auth: 'none',
    summary: 'test contract with a query',
  });
  const rename = defineCall({
    method: 'POST',
    path: '/api/test/rename',
    body: userInfo.pick({ nickname: true }),
    data: userInfo.pick({ nickname: true }),
    auth: 'required',
    summary: 'test contract with a body',
  });

  it('puts query input into the query string and returns data', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: { nickname: 'Ann' }, msg: '' } });
    const data = await http.call(findUser, { query: { uuid: 'u 1' } });
    expect(data.nickname).toBe('Ann');
    expect(fake.seen[0]?.url).toBe('/api/test/find?uuid=u+1');
    expect(fake.seen[0]?.init.method).toBe('GET');
  });

  it('sends body input as JSON with the contract method', async () => {
    const { http, fake } = client();
    fake.answer({ body: { code: 0, data: { nickname: 'Bo' }, msg: '' } });
    await expect(http.call(rename, { body: { nickname: 'Bo' } })).resolves.toEqual({ nickname: 'Bo' });
    expect(fake.seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fake.seen[0]?.init.body))).toEqual({ nickname: 'Bo' });
  });

  it('types the input from the contract', async () => {
    const { http, fake } = client();
    // @ts-expect-error the query is required by the contract
    await http.call(findUser);
    // @ts-expect-error the body must match the contract
    await http.call(rename, { body: { nickname: 3 } });
    expect(fake.seen.map((r) => r.url)).toEqual(['/api/test/find', '/api/test/rename']);
  });
});
