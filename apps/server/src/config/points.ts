import type { Region } from '@framewise/contracts';
import { z } from 'zod';
import { count, withDefault } from './variable';

/** Free points: granted per business day, lazily on the user's first request of that day. */
export interface PointsConfig {
  dailyPoints: number;
  shareBonusPoints: number;
  shareBonusPerDay: number;
}

/** Gift / activation code redemption limits, counted in the database over a rolling hour (failed tries too). */
export interface CodesConfig {
  redeemPerUserPerHour: number;
  redeemPerIpPerHour: number;
}

// An IANA zone name the runtime knows (Intl refuses unknown ones).
const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai or UTC');

/** Business days, free points and code redemption limits. */
export const pointsVariables = {
  BUSINESS_TZ_CN: withDefault(timeZone, 'Asia/Shanghai', {
    description: 'IANA time zone where the business day and month of cn users start (daily points, monthly plans).',
  }),
  BUSINESS_TZ_GLOBAL: withDefault(timeZone, 'UTC', { description: 'The same for global users.' }),
  DAILY_POINTS: withDefault(count(0, 100_000), 10, {
    description: "Current-day points every user gets per business day (on the day's first request).",
  }),
  SHARE_BONUS_POINTS: withDefault(count(0, 100_000), 5, {
    description: 'Current-day points for sharing to a group chat.',
  }),
  SHARE_BONUS_PER_DAY: withDefault(count(0, 100), 1, { description: 'How many shares a day earn the bonus.' }),
  CODE_REDEEM_PER_USER_PER_HOUR: withDefault(count(1, 10_000), 10, {
    description: 'Code redemptions (failed tries too) a user may make per rolling hour.',
  }),
  CODE_REDEEM_PER_IP_PER_HOUR: withDefault(count(1, 10_000), 30, {
    description: 'Code redemptions an IP address may make per rolling hour.',
  }),
};

type PointsEnv = z.output<z.ZodObject<typeof pointsVariables>>;

export const readBusinessTimeZones = (e: PointsEnv): Readonly<Record<Region, string>> => ({
  cn: e.BUSINESS_TZ_CN,
  global: e.BUSINESS_TZ_GLOBAL,
});

export const readPoints = (e: PointsEnv): PointsConfig => ({
  dailyPoints: e.DAILY_POINTS,
  shareBonusPoints: e.SHARE_BONUS_POINTS,
  shareBonusPerDay: e.SHARE_BONUS_PER_DAY,
});

export const readCodes = (e: PointsEnv): CodesConfig => ({
  redeemPerUserPerHour: e.CODE_REDEEM_PER_USER_PER_HOUR,
  redeemPerIpPerHour: e.CODE_REDEEM_PER_IP_PER_HOUR,
});
