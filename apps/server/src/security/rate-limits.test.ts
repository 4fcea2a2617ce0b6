import { ErrorCode, MODE } from '@framewise/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_PER_IP_PER_HOUR, SMS_PER_PHONE_PER_DAY } from '../modules/auth/constants';
import { inbox } from '../modules/auth/testing';
import { createCodes } from '../modules/codes';
import { RELAX_TASKS_PER_USER } from '../modules/generation';
import { DETECT_FACE_PER_MINUTE } from '../modules/generation/rate-window';
import { uploadAs } from '../modules/generation/testing';
import { ORDERS_PER_USER } from '../modules/pay/constants';
import { DAY, HOUR } from '../modules/points/testing';
import { type Member, type SecurityHarness, type SendOptions, securityHarness, send } from './harness';
import { snapshotState, stateChanges } from './state';

/**
 * Every rate limit of the API in one place: each refuses past its limit with the envelope's 429 and a message,
 * the refused try changes nothing, and the limit lets the caller through again once its window has passed.
 */

let h: SecurityHarness;
const MINUTE = 60_000;

beforeAll(async () => {
  h = await securityHarness({ FRAMEWISE_TEST_HOOKS: '1' });
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
const newPhone = () => `139${String(10_000_000 + ++seq * 7919).slice(-8)}`;
const newIp = () => `10.9.${Math.floor(++seq / 250)}.${seq % 250}`;

const code = (res: LightMyRequestResponse) => res.json().code as number;

/** Sends a request past its limit: 429 in the envelope, a message, and nothing changed. */
async function refusedForRate(options: SendOptions): Promise<void> {
  const before = await snapshotState(h.db);
  const res = await send(h.app, options);
  expect(res.statusCode).toBe(200);
  expect(res.json(), res.body).toMatchObject({ code: ErrorCode.RATE_LIMITED, data: null });
  expect(res.json().msg.trim()).not.toBe('');
  expect(stateChanges(before, await snapshotState(h.db))).toEqual([]);
}

const sms = (phone: string, ip: string): SendOptions => ({
  method: 'POST',
  url: '/api/user/getSMSCodeTicket',
  payload: { phone },
  ip,
});

describe('SMS codes', () => {
  it('per phone: one a minute and a daily cap, then again after the wait', async () => {
    const phone = newPhone();
    expect(code(await send(h.app, sms(phone, newIp())))).toBe(0);
    await refusedForRate(sms(phone, newIp()));
    h.clock.advance(MINUTE + 1000);
    expect(code(await send(h.app, sms(phone, newIp())))).toBe(0);
    for (let i = 2; i < SMS_PER_PHONE_PER_DAY; i++) {
      h.clock.advance(MINUTE + 1000);
      expect(code(await send(h.app, sms(phone, newIp())))).toBe(0);
    }
    h.clock.advance(MINUTE + 1000);
    await refusedForRate(sms(phone, newIp()));
    h.clock.advance(DAY);
    expect(code(await send(h.app, sms(phone, newIp())))).toBe(0);
  });

  it('per IP: a cap an hour across phones, then again after the hour', async () => {
    const ip = newIp();
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) expect(code(await send(h.app, sms(newPhone(), ip)))).toBe(0);
    await refusedForRate(sms(newPhone(), ip));
    expect(code(await send(h.app, sms(newPhone(), newIp())))).toBe(0);
    h.clock.advance(HOUR + MINUTE);
    expect(code(await send(h.app, sms(newPhone(), ip)))).toBe(0);
  });
});

describe('login attempts', () => {
  it('lock a code after five wrong tries, even against the right code; a new code logs in', async () => {
    const phone = newPhone();
    const ip = newIp();
    const login = (c: string): SendOptions => ({
      method: 'POST',
      url: '/api/user/loginByCodePhone',
      payload: { phone, code: c },
      ip,
    });
    await send(h.app, sms(phone, ip));
    const right = await inbox(h.app, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(code(await send(h.app, login(wrong)))).toBe(ErrorCode.BAD_REQUEST);
    await refusedForRate(login(right));
    h.clock.advance(MINUTE + 1000);
    await send(h.app, sms(phone, ip));
    const res = await send(h.app, login(await inbox(h.app, phone)));
    expect(res.json(), res.body).toMatchObject({ code: 0 });
  });
});

describe('code redemption', () => {
  it('per user: ten tries an hour, right or wrong; the right code redeems after the hour', async () => {
    const user = await h.member('cn');
    const ip = newIp();
    const [valid] = (await createCodes(h.db, { count: 1, points: 10, expiresAt: null }, h.clock.now())).codes;
    const exchange = (c: string): SendOptions => ({
      method: 'POST',
      url: '/api/pay/exchange',
      payload: { code: c },
      as: user,
      ip,
    });
    for (let i = 0; i < 10; i++) {
      expect(code(await send(h.app, exchange(`WRONG${i}WRONGWRONGW`)))).toBe(ErrorCode.BAD_REQUEST);
    }
    await refusedForRate(exchange(valid!));
    h.clock.advance(HOUR + MINUTE);
    expect(code(await send(h.app, exchange(valid!)))).toBe(0);
  });

  it('per IP: thirty tries an hour across accounts', async () => {
    const ip = newIp();
    const users: Member[] = [];
    for (let i = 0; i < 4; i++) users.push(await h.member('cn'));
    for (let i = 0; i < 30; i++) {
      const res = await send(h.app, {
        method: 'POST',
        url: '/api/pay/exchange',
        payload: { code: `WRONG${i}WRONGWRONGW` },
        as: users[i % 3]!,
        ip,
      });
      expect(code(res)).toBe(ErrorCode.BAD_REQUEST);
    }
    await refusedForRate({
      method: 'POST',
      url: '/api/pay/exchange',
      payload: { code: 'WRONGWRONGWRONG' },
      as: users[3]!,
      ip,
    });
    expect(
      code(
        await send(h.app, {
          method: 'POST',
          url: '/api/pay/exchange',
          payload: { code: 'WRONGWRONGWRONG' },
          as: users[3]!,
          ip: newIp(),
        }),
      ),
    ).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('order creation', () => {
  it('ten orders per user per ten minutes, then again', async () => {
    const user = await h.member('cn');
    const order: SendOptions = {
      method: 'POST',
      url: '/api/pay/createOrder',
      payload: { type: 'POINT_100', pay_scene: 'pc' },
      as: user,
    };
    for (let i = 0; i < ORDERS_PER_USER; i++) expect(code(await send(h.app, order))).toBe(0);
    await refusedForRate(order);
    h.clock.advance(10 * MINUTE + 1000);
    expect(code(await send(h.app, order))).toBe(0);
  });
});

describe('generation submits', () => {
  it('relax mode holds five unfinished tasks per user; a finished one frees a place', async () => {
    const user = await h.member('cn');
    const image = await uploadAs(h, user.uuid, 'png');
    const submit: SendOptions = {
      method: 'POST',
      url: '/api/images/upscaler/turbo',
      payload: { reference_img: image, upscaler: '2x', mode: MODE.RELAX },
      as: user,
    };
    for (let i = 0; i < RELAX_TASKS_PER_USER; i++) expect(code(await send(h.app, submit))).toBe(0);
    await refusedForRate(submit);
    await h.drainTasks();
    expect(code(await send(h.app, submit))).toBe(0);
  });

  it('face detection: twenty a minute per user, then again the next minute', async () => {
    const user = await h.member('cn');
    const image = await uploadAs(h, user.uuid, 'png');
    const detect: SendOptions = {
      method: 'POST',
      url: '/api/images/detectface',
      payload: { reference_media: image },
      as: user,
    };
    for (let i = 0; i < DETECT_FACE_PER_MINUTE; i++) {
      const res = await send(h.app, detect);
      expect(code(res), res.body).toBe(0);
    }
    await refusedForRate(detect);
    h.clock.advance(MINUTE + 1000);
    expect(code(await send(h.app, detect))).toBe(0);
  });
});
