import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { clientHeaders } from '../../testing/app';
import { TOKEN_COOKIE } from './constants';

/** Test helpers for the accounts flows, driving the app through app.inject like a browser would. */

export interface CallOptions {
  ip?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  region?: 'cn' | 'global';
}

export async function apiCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...clientHeaders({ region: options.region ?? 'cn' }), ...options.headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    cookies: options.cookies ?? {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** The value a response sets for cookie name ('' when it clears it), or undefined when it does not touch it. */
export function setCookie(res: LightMyRequestResponse, name: string) {
  return (res.cookies as { name: string; value: string; [k: string]: unknown }[]).find((c) => c.name === name);
}

/** The code the console provider sent to phone, read from the test inbox. */
export async function inbox(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ url: `/api/test/sms?phone=${encodeURIComponent(phone)}` });
  const body = res.json();
  if (body.code !== 0) throw new Error(`no code in the test inbox for ${phone}: ${body.msg}`);
  return body.data.code;
}

export async function sendCode(
  app: FastifyInstance,
  phone: string,
  options: CallOptions & { body?: Record<string, unknown> } = {},
) {
  return apiCall(app, 'POST', '/api/user/getSMSCodeTicket', { phone, ...options.body }, options);
}

/** Sends a code, reads it from the inbox and logs in; returns the token and the login response. */
export async function phoneLogin(
  app: FastifyInstance,
  phone: string,
  options: CallOptions & { body?: Record<string, unknown> } = {},
) {
  const sent = await sendCode(app, phone, options);
  if (sent.json().code !== 0) throw new Error(`sending a code failed: ${sent.body}`);
  const code = await inbox(app, phone);
  const res = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code, ...options.body }, options);
  const body = res.json();
  if (body.code !== 0) throw new Error(`login failed: ${res.body}`);
  return { token: body.data.token as string, res };
}

/** The cookies a logged-in browser sends. */
export function sessionCookie(token: string): Record<string, string> {
  return { [TOKEN_COOKIE]: token };
}
