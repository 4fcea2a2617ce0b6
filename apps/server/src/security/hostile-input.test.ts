import { type CallContract, calls } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEnvelope, type SecurityHarness, securityHarness, send } from './harness';
import { hostileCases } from './hostile-input';
import { snapshotState, stateChanges } from './state';

let h: SecurityHarness;

beforeAll(async () => {
  h = await securityHarness();
});
afterAll(async () => {
  await h?.close();
});

const registry = Object.entries(calls as Record<string, CallContract>);

describe('schema-derived hostile input on every route of the contracts', () => {
  it('derives cases for every call in the registry', () => {
    for (const [name, contract] of registry) {
      expect(hostileCases(contract).length, name).toBeGreaterThan(contract.query || contract.body ? 10 : 3);
    }
  });

  it.each(registry)(
    '%s: no server error, every refusal an envelope with a message, refusals change nothing',
    async (_name, contract) => {
      const region = contract.regions?.[0] ?? 'cn';
      // A fresh session per route: a login or logout among the cases may end the one it was sent with.
      const user = await h.member(region);
      // The user's own files in the fields that take one, so the cases reach the handlers past the ownership check.
      const image = await h.upload(user.uuid, 'png');
      const video = await h.upload(user.uuid, 'mp4');
      const seeds = {
        reference_img: image,
        reference_video: video,
        reference_media: contract.path.includes('detectface') ? image : video,
        reference_audio: await h.upload(user.uuid, 'mp3'),
        // A model the tool offers (video to video has its own list), so submits get past the option check.
        model: contract.path.includes('v2v') ? '201' : '90',
      };
      const failures: string[] = [];
      let before = await snapshotState(h.db);
      let refusedSinceSnapshot = false;
      for (const c of hostileCases(contract, seeds)) {
        for (const as of c.anonymous && contract.auth !== 'none' ? [user, null] : [user]) {
          const res = await send(h.app, { ...c, as, region });
          const check = checkEnvelope(res);
          const who = as ? 'logged in' : 'anonymous';
          if (!check.ok) failures.push(`${c.label} (${who}): ${check.problem}`);
          const accepted = check.code === 0;
          if (!c.schemaValid && accepted) failures.push(`${c.label} (${who}): bad input accepted`);
          if (c.schemaValid) {
            // The contract accepts this input, so the call may act on it: compare around this one request.
            const after = await snapshotState(h.db);
            if (!accepted) {
              const changes = stateChanges(before, after, true);
              if (changes.length > 0) failures.push(`${c.label} (${who}) refused but changed ${changes.join(', ')}`);
            }
            before = after;
            refusedSinceSnapshot = false;
          } else refusedSinceSnapshot = true;
        }
      }
      if (refusedSinceSnapshot) {
        const changes = stateChanges(before, await snapshotState(h.db));
        if (changes.length > 0) failures.push(`bad input changed ${changes.join(', ')}`);
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('payment notifications (outside the contracts: each provider has its own answer format)', () => {
  it('refuse forged, malformed and oversized bodies with a 4xx and change nothing', async () => {
    const paths = ['/api/pay/notify/wechat', '/api/pay/notify/alipay', '/api/pay/stripe/webhook'];
    const bodies: [string, string][] = [
      ['application/json', '{'],
      ['application/json', '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"cs_1"}}}'],
      ['text/plain', 'x'],
      ['application/x-www-form-urlencoded', 'out_trade_no=1&trade_status=TRADE_SUCCESS&sign=abc&__proto__[x]=1'],
      ['application/json', 'a\u0000b'],
      ['application/json', `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`],
      ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ];
    const forged = {
      'stripe-signature': 't=1,v1=abc',
      'wechatpay-signature': 'abc',
      'wechatpay-timestamp': '1',
      'wechatpay-nonce': 'n',
      'wechatpay-serial': 's',
    };
    const before = await snapshotState(h.db);
    const answers: string[] = [];
    for (const url of paths) {
      for (const [type, payload] of bodies) {
        const res = await h.app.inject({ method: 'POST', url, headers: { ...forged, 'content-type': type }, payload });
        if (res.statusCode < 400 || res.statusCode >= 500) answers.push(`${url} ${type}: HTTP ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    expect(stateChanges(before, await snapshotState(h.db))).toEqual([]);
  });
});
