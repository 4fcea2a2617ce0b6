import { generateKeyPairSync } from 'node:crypto';
import type { Region } from '@framewise/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../db/schema';
import { testConfig } from '../../testing/app';
import { apiCall } from '../auth/testing';
import { moduleRoutes } from '../index';
import { createPointsService } from '../points/service';
import { headerUser, pointsDeps, TEST_USER_HEADER } from '../points/testing';
import type { PayModuleOptions } from './providers';
import { payRoutes, registerPayRoutes } from './routes';

/** Test helpers of the pay module: keys made on the spot, apps with replaced provider transports, calls. */

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** A fresh 2048-bit RSA key pair in PEM (PKCS#1 private, SPKI public). */
export function rsaKeys(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

export interface PayTestApp {
  app: FastifyInstance;
  call(
    user: string | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    options?: { region?: Region; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/** The app with every module, the pay module built with `options`; users named by TEST_USER_HEADER. */
export async function payTestApp(input: {
  db: Db;
  now: () => Date;
  env?: Record<string, string>;
  options?: PayModuleOptions;
}): Promise<PayTestApp> {
  const modules = moduleRoutes.map((m) => (m === registerPayRoutes ? payRoutes(input.options) : m));
  const app = await buildApp({
    config: testConfig(input.env),
    db: input.db,
    now: input.now,
    resolveUser: headerUser,
    modules,
  });
  await app.ready();
  return {
    app,
    call: (user, method, url, payload, options = {}) =>
      apiCall(app, method, url, payload, {
        region: options.region ?? 'cn',
        headers: { 'accept-language': 'en', ...(user ? { [TEST_USER_HEADER]: user } : {}), ...options.headers },
      }),
  };
}

/** Permanent points: what paid points packages add to. */
export async function permanentPoints(db: Db, now: () => Date, user: string): Promise<number> {
  return (await createPointsService(pointsDeps(db, now)).balances(user)).permanentPoints;
}

export async function orderRow(db: Db, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The page's form post, as a browser sends it. */
export function formPost(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams(fields).toString(),
  });
}
