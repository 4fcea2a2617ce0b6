// /metrics over HTTP: the scrape port serving this process's registry and the database gauges.
import type { Server } from 'node:http';
import { EngineRefusal } from '@framewise/engine';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  type GenerationHarness,
  generationHarness,
  makeMember,
  silentLog,
  uploadAs,
} from '../modules/generation/testing';
import { fulfilOrder } from '../modules/pay';
import { createTestDb, type TestDb } from '../testing/db';
import { freePort } from '../testing/free-port';
import { addDatabaseGauges, localMetrics, processMetrics, serveMetrics } from '.';

let testDb: TestDb;
let h: GenerationHarness;
let server: Server;
let base: string;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db);
  const database = new Registry();
  addDatabaseGauges(database, testDb.db);
  const port = await freePort();
  server = await serveMetrics({ host: '127.0.0.1', port }, localMetrics([processMetrics, database]), silentLog);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
  await testDb?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample, by its full name and labels as Prometheus prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics port', () => {
  it('serves only GET /metrics', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('times HTTP answers by route pattern, never by raw URL', async () => {
    await h.app.inject({ url: '/sandbox/pay/order-aaaa1111' });
    await h.app.inject({ url: '/sandbox/pay/order-bbbb2222' });
    await h.app.inject({ url: '/no/such/page-cccc3333' });
    const text = await scrape();
    expect(text).toContain('# TYPE framewise_http_request_duration_seconds histogram');
    const routes = [...text.matchAll(/framewise_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(routes).toContain('/sandbox/pay/:orderId');
    expect(routes).toContain('(unmatched)');
    expect(text).not.toMatch(/aaaa1111|bbbb2222|cccc3333/);
    const counted = [
      ...text.matchAll(
        /framewise_http_request_duration_seconds_count\{[^}]*route="\/sandbox\/pay\/:orderId"[^}]*\} (\d+)/g,
      ),
    ];
    expect(counted.reduce((sum, m) => sum + Number(m[1]), 0)).toBeGreaterThanOrEqual(2);
  });

  it('reports queue depth per lane, task runs and failures per tool, ledger and payment counts', async () => {
    const user = await makeMember(h, 50);
    const image = await uploadAs(h, user, 'png');
    const submit = () =>
      callAs<{ id: string }>(h, user, 'POST', '/api/images/upscaler/turbo', {
        reference_img: image,
        upscaler: '2x',
        prompt: 'crisp',
      });
    expect((await submit()).code).toBe(0);
    expect((await submit()).code).toBe(0);
    const queued = await scrape();
    expect(sample(queued, 'framewise_queue_depth{lane="fast"}')).toBe(0);
    const waiting = ['fast', 'normal', 'relax'].map((lane) => sample(queued, `framewise_queue_depth{lane="${lane}"}`));
    expect(waiting.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(2);

    expect(await h.worker().runOnce()).toBe('done');
    h.engine.behave = () => {
      throw new EngineRefusal('unsupported', 'not this one');
    };
    expect(await h.worker().runOnce()).toBe('failed');
    await fulfilOrder(
      { db: h.db, config: h.app.ctx.config, now: h.clock.now, log: silentLog as never },
      {
        orderId: 'no-such-order',
        provider: 'wechat',
        sandbox: true,
        transactionId: 't-1',
        amount: 100,
        currency: 'CNY',
      },
    );

    const text = await scrape();
    expect(sample(text, 'framewise_queue_depth{lane="fast"}')).toBe(0);
    expect(sample(text, 'framewise_task_run_duration_seconds_count{tool="upscale_turbo",outcome="done"}')).toBe(1);
    expect(sample(text, 'framewise_task_run_duration_seconds_count{tool="upscale_turbo",outcome="failed"}')).toBe(1);
    expect(sample(text, 'framewise_task_failures_total{tool="upscale_turbo",outcome="failed"}')).toBe(1);
    // Two charges, one refund (the failed task), the member's grant.
    expect(sample(text, 'framewise_ledger_entries{kind="charge"}')).toBe(2);
    expect(sample(text, 'framewise_ledger_entries{kind="refund"}')).toBe(1);
    expect(sample(text, 'framewise_ledger_entries{kind="grant"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'framewise_payment_fulfilments_total{provider="wechat",outcome="unknown"}')).toBe(1);
  });
});
