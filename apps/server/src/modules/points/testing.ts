import type { Region } from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { ResolveUser } from '../../http/context';
import { testConfig } from '../../testing/app';
import { createUser, linkIdentity } from '../users/repo';
import type { PointsDeps } from './service';

/** Test helpers of the points, membership and codes modules. */

/** A clock tests move by hand; `now` is what the app and the services read. */
export function testClock(start: string | Date) {
  const clock = {
    at: new Date(start),
    now: () => new Date(clock.at),
    set: (to: string | Date) => {
      clock.at = new Date(to);
    },
    advance: (ms: number) => {
      clock.at = new Date(clock.at.getTime() + ms);
    },
  };
  return clock;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

let seq = 0;

/** A fresh account straight in the database; region 'global' links a Google identity, as Google sign-up does. */
export async function makeUser(db: Db, region: Region = 'cn'): Promise<string> {
  seq++;
  const now = new Date();
  const user = await createUser(db, { phone: null, nickname: `u${seq}`, now });
  if (region === 'global') {
    await linkIdentity(db, { provider: 'google', subject: `sub-${user.uuid}`, userUuid: user.uuid, profile: {}, now });
  }
  return user.uuid;
}

/** The header tests name the logged-in user with (instead of a session cookie). */
export const TEST_USER_HEADER = 'x-test-user';

/** Resolves the user from TEST_USER_HEADER; anonymous without it. */
export const headerUser: ResolveUser = async (request: FastifyRequest) => {
  const value = request.headers[TEST_USER_HEADER];
  return typeof value === 'string' && value ? { uuid: value } : null;
};

export function pointsDeps(db: Db, now: () => Date, env: Record<string, string> = {}): PointsDeps & { config: Config } {
  return { db, now, config: testConfig(env) };
}
