import { USER_INFO_FIELDS } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { apiCall, phoneLogin, sessionCookie } from '../auth/testing';
import { newObjectId } from '../storage/keys';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, newInviteCode } from './repo';
import { fitNickname, isOwnAvatarKey } from './service';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ config: testConfig({ FRAMEWISE_TEST_HOOKS: '1' }), db: testDb.db });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

let seq = 0;
async function newUser() {
  seq++;
  const phone = `136${String(30_000_000 + seq * 15_485).slice(-8)}`;
  const { token } = await phoneLogin(app, phone, { ip: `10.3.0.${seq}` });
  const cookies = sessionCookie(token);
  const info = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies })).json().data;
  return { token, cookies, info, phone };
}

const en = { 'accept-language': 'en' };

describe('GET /api/user/info', () => {
  it('answers every field of the user info, with the daily points of a new user', async () => {
    const { info, phone } = await newUser();
    expect(Object.keys(info).sort()).toEqual(Object.keys(USER_INFO_FIELDS).sort());
    expect(info).toMatchObject({
      phone,
      nickname: `用户${phone.slice(-4)}`,
      avatar_url: '',
      introducer: '',
      vip_date: null,
      first_sub: false,
      vip_type: '',
      vip_name: '',
      unlimitEnable: false,
      totalPoints: 10,
      permanentPoints: 0,
      vip_points: 0,
      dailyCount: 10,
    });
    expect(info.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(info.created_at).toISOString()).toBe(info.created_at);
  });

  it('gives each user a unique 8-character invite code from the unambiguous alphabet', async () => {
    const a = (await newUser()).info.invite_code;
    const b = (await newUser()).info.invite_code;
    for (const code of [a, b, newInviteCode()]) {
      expect(code).toHaveLength(INVITE_CODE_LENGTH);
      expect([...code].every((c) => INVITE_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(a).not.toBe(b);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('keeps invite codes UNIQUE in the database', async () => {
    const a = await newUser();
    const b = await newUser();
    await expect(
      testDb.db.updateTable('users').set({ invite_code: a.info.invite_code }).where('uuid', '=', b.info.uuid).execute(),
    ).rejects.toThrow();
  });
});

describe('POST /api/user/modifyInfo', () => {
  /** Uploads a real PNG as this user's avatar through the storage API and returns its key. */
  async function uploadAvatar(cookies: Record<string, string>): Promise<string> {
    const token = (await apiCall(app, 'GET', '/api/image/pubtoken', undefined, { cookies })).json().data;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const key = `${token.prefix}${newObjectId()}.png`;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/storage/${token.bucket}/${key}`,
      headers: { authorization: `Bearer ${token.credentials.sessionToken}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.json().code).toBe(0);
    return key;
  }

  it('changes the nickname and an uploaded avatar; avatar_url opens it, avatarCdnKey is its key', async () => {
    const { cookies } = await newUser();
    const avatar = await uploadAvatar(cookies);
    const res = await apiCall(
      app,
      'POST',
      '/api/user/modifyInfo',
      { nickname: ' 小明 ', avatar_url: avatar },
      { cookies },
    );
    const data = res.json().data;
    expect(data).toMatchObject({ nickname: '小明', avatarCdnKey: avatar });
    expect(data.avatar_url).toMatch(new RegExp(`/api/storage/[^/]+/${avatar}$`));
    const served = await app.inject({ method: 'GET', url: new URL(data.avatar_url, 'http://localhost').pathname });
    expect(served.statusCode).toBe(200);
    const keep = await apiCall(app, 'POST', '/api/user/modifyInfo', { nickname: '小红' }, { cookies });
    expect(keep.json().data).toMatchObject({ nickname: '小红', avatarCdnKey: avatar });
  });

  it('refuses a well-formed avatar key that was never uploaded, and changes nothing', async () => {
    const { cookies, info } = await newUser();
    const res = await apiCall(
      app,
      'POST',
      '/api/user/modifyInfo',
      { nickname: 'ghost', avatar_url: `user-avatar/${info.uuid}/abcdEFGH1234.webp` },
      { cookies, headers: en },
    );
    expect(res.json()).toMatchObject({ code: 400, data: null });
    const after = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies })).json().data;
    expect(after).toMatchObject({ nickname: info.nickname, avatar_url: '', avatarCdnKey: '' });
  });

  it.each([
    ['an empty nickname', { nickname: '' }, 'Please enter a nickname'],
    ['a blank nickname', { nickname: '   ' }, 'Please enter a nickname'],
    ['no nickname', {}, 'Please enter a nickname'],
    ['a nickname of 9 characters', { nickname: '123456789' }, 'at most 8 characters'],
    [
      'an avatar outside the avatar folder',
      { nickname: 'ok', avatar_url: 'works/UUID/abcdefgh.png' },
      'Invalid avatar',
    ],
    ['an avatar path escape', { nickname: 'ok', avatar_url: 'user-avatar/../x.png' }, 'Invalid file'],
    ['an avatar with a video type', { nickname: 'ok', avatar_url: 'user-avatar/UUID/abcdefgh.mp4' }, 'Invalid avatar'],
  ])('refuses %s and changes nothing', async (_label, body, msg) => {
    const { cookies, info } = await newUser();
    const payload = JSON.parse(JSON.stringify(body).replaceAll('UUID', info.uuid));
    const res = await apiCall(app, 'POST', '/api/user/modifyInfo', payload, { cookies, headers: en });
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain(msg);
    const after = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies })).json().data;
    expect(after).toEqual(info);
  });
});

describe('POST /api/user/modifyInviteCode', () => {
  it('sets the introducer once from an existing invite code; a second time is refused', async () => {
    const inviter = await newUser();
    const other = await newUser();
    const me = await newUser();
    const res = await apiCall(
      app,
      'POST',
      '/api/user/modifyInviteCode',
      { invite_code: inviter.info.invite_code },
      {
        cookies: me.cookies,
      },
    );
    expect(res.json().data.introducer).toBe(inviter.info.invite_code);
    const row = await testDb.db
      .selectFrom('users')
      .select('introduced_by')
      .where('uuid', '=', me.info.uuid)
      .executeTakeFirstOrThrow();
    expect(row.introduced_by).toBe(inviter.info.uuid);

    const twice = await apiCall(
      app,
      'POST',
      '/api/user/modifyInviteCode',
      { invite_code: other.info.invite_code },
      {
        cookies: me.cookies,
        headers: en,
      },
    );
    expect(twice.json()).toMatchObject({ code: 409, msg: 'Your inviter is already set and cannot be changed' });
    const after = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: me.cookies })).json().data;
    expect(after.introducer).toBe(inviter.info.invite_code);
  });

  it.each([
    ['an empty code', () => '', "Please enter your inviter's invite code"],
    ['a code longer than 30', () => 'A'.repeat(31), 'at most 30 characters'],
    ['an unknown code', () => 'ZZZZ2222', 'This invite code does not exist'],
  ])('refuses %s and stores nothing', async (_label, code, msg) => {
    const me = await newUser();
    const res = await apiCall(
      app,
      'POST',
      '/api/user/modifyInviteCode',
      { invite_code: code() },
      {
        cookies: me.cookies,
        headers: en,
      },
    );
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain(msg);
    expect((await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: me.cookies })).json().data).toEqual(
      me.info,
    );
  });

  it("refuses one's own invite code", async () => {
    const me = await newUser();
    const res = await apiCall(
      app,
      'POST',
      '/api/user/modifyInviteCode',
      { invite_code: me.info.invite_code },
      {
        cookies: me.cookies,
        headers: en,
      },
    );
    expect(res.json()).toMatchObject({ code: 400, msg: 'You cannot enter your own invite code' });
  });
});

describe('GET /api/user/vipInfo', () => {
  it('answers an empty list on the free tier', async () => {
    const { cookies } = await newUser();
    expect((await apiCall(app, 'GET', '/api/user/vipInfo', undefined, { cookies })).json()).toEqual({
      code: 0,
      data: { list: [] },
      msg: 'ok',
    });
  });
});

describe('isolation between users', () => {
  it('user A can never read or change user B', async () => {
    const a = await newUser();
    const b = await newUser();
    // Every call answers about the session's own user, whatever ids the request carries.
    const read = await apiCall(app, 'GET', `/api/user/info?uuid=${b.info.uuid}`, undefined, { cookies: a.cookies });
    expect(read.json().data.uuid).toBe(a.info.uuid);
    expect(read.json().data.phone).toBe(a.phone);

    const change = await apiCall(
      app,
      'POST',
      '/api/user/modifyInfo',
      { nickname: 'hacked', uuid: b.info.uuid, avatar_url: `user-avatar/${b.info.uuid}/abcdefgh.png` },
      { cookies: a.cookies },
    );
    expect(change.json()).toMatchObject({ code: 400, msg: '头像文件无效，请重新上传' });
    const changed = await apiCall(
      app,
      'POST',
      '/api/user/modifyInfo',
      { nickname: 'mine', uuid: b.info.uuid },
      {
        cookies: a.cookies,
      },
    );
    expect(changed.json().data.uuid).toBe(a.info.uuid);

    const bAfter = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: b.cookies })).json().data;
    expect(bAfter).toEqual(b.info);
  });

  it('every user call needs a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/user/info', undefined],
      ['GET', '/api/user/vipInfo', undefined],
      ['POST', '/api/user/modifyInfo', { nickname: 'x' }],
      ['POST', '/api/user/modifyInviteCode', { invite_code: 'ABCDEFGH' }],
    ] as const) {
      expect((await apiCall(app, method, url, body)).json(), url).toMatchObject({ code: 401, data: null });
    }
  });
});

describe('helpers', () => {
  it('recognises only own avatar keys', () => {
    expect(isOwnAvatarKey('user-avatar/u-1/abcdefgh.png', 'u-1')).toBe(true);
    expect(isOwnAvatarKey('user-avatar/u-1/abcdefgh.jpeg', 'u-1')).toBe(true);
    expect(isOwnAvatarKey('user-avatar/u-2/abcdefgh.png', 'u-1')).toBe(false);
    expect(isOwnAvatarKey('user-avatar/u-1/sub/abcdefgh.png', 'u-1')).toBe(false);
    expect(isOwnAvatarKey('user-avatar/u-1/abc.png', 'u-1')).toBe(false);
    expect(isOwnAvatarKey('user-avatar/u-1/abcdefgh.gif', 'u-1')).toBe(false);
  });

  it('fits names from WeChat or Google to 8 characters without splitting one', () => {
    expect(fitNickname('Alexander Hamilton', 'User')).toBe('Alexande');
    expect(fitNickname('  ', 'User')).toBe('User');
    expect(fitNickname(null, 'User')).toBe('User');
    expect(fitNickname('🙂🙂🙂🙂🙂', 'User')).toBe('🙂🙂🙂🙂');
  });
});

describe('count, accCount and cps_ratio', () => {
  it('count the accounts invited, the fast-mode works made and the share of invitees who paid', async () => {
    const inviter = await newUser();
    expect(inviter.info).toMatchObject({ count: 0, accCount: 0, cps_ratio: 0 });
    const invitees = [await newUser(), await newUser()];
    for (const invitee of invitees) {
      const set = await apiCall(
        app,
        'POST',
        '/api/user/modifyInviteCode',
        { invite_code: inviter.info.invite_code },
        { cookies: invitee.cookies },
      );
      expect(set.json().code).toBe(0);
    }
    // The first invitee pays an order through the sandbox, the second never does.
    const order = await apiCall(
      app,
      'POST',
      '/api/pay/createOrder',
      { type: 'POINT_100', pay_scene: 'pc' },
      { cookies: invitees[0]!.cookies, region: 'cn' },
    );
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${order.json().data.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    expect(paid.statusCode).toBe(200);
    // Works the inviter made: one fast (accelerated) success counts; a fast failure and a normal success do not.
    const now = new Date();
    const task = (id: string, mode: number, status: number) => ({
      id,
      user_uuid: inviter.info.uuid,
      tool: 'upscale',
      engine_tool: 'upscale',
      params: '{}',
      mode,
      lane: 0,
      cost: 0,
      status,
      max_attempts: 1,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    });
    await testDb.db
      .insertInto('tasks')
      .values([task('count-fast-ok', 2, 1), task('count-fast-failed', 2, -1), task('count-normal-ok', 0, 1)])
      .execute();
    const info = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: inviter.cookies })).json().data;
    expect(info).toMatchObject({ count: 2, cps_ratio: 0.5, accCount: 1 });
  });
});

describe('POST /api/user/shareBonus', () => {
  it('grants current-day points for a share once a day (the configured cap) and shows them in the balance', async () => {
    const { cookies, info } = await newUser();
    const share = () => apiCall(app, 'POST', '/api/user/shareBonus', {}, { cookies });
    expect((await share()).json()).toEqual({ code: 0, data: { points: 5, remaining: 0 }, msg: 'ok' });
    expect((await share()).json().data).toEqual({ points: 0, remaining: 0 });
    const after = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies })).json().data;
    expect(after.dailyCount).toBe(info.dailyCount + 5);
    expect(after.totalPoints).toBe(info.totalPoints + 5);
    expect((await apiCall(app, 'POST', '/api/user/shareBonus', {})).json().code).toBe(401);
  });
});
