import { createHttpClient } from '@framewise/api-client';
import { vi } from 'vitest';
import type { AppServices } from '../services';
import { fakeServices } from './fixtures';

export type RouteAnswer = { code: number; data: unknown; msg?: string } | (() => Promise<Response>);

/**
 * Services whose API answers by "METHOD /path": a fixed envelope, or a function for answers that wait. Each
 * request is recorded as "METHOD /path".
 */
export function routedServices(routes: Record<string, RouteAnswer>) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://app.test').pathname}`;
    requests.push(key);
    const answer = routes[key] ?? { code: 404, data: null, msg: `No route ${key}` };
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const http = createHttpClient({ region: 'cn', getVisitorId: () => 'visitor', fetch });
  const services: AppServices = { ...fakeServices().services, http };
  return { services, requests };
}

export const ok = (data: unknown) => ({ code: 0, data, msg: '' });

/** A response that arrives when the test releases it. */
export function deferred(body: unknown) {
  let release: () => void = () => {};
  const answer = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
  return { answer, release: () => release() };
}
