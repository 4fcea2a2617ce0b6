import { sampleUserInfo } from '@framewise/api-client/testing';
import type { PayPackage, UserInfo, VipInfo } from '@framewise/contracts';
import type { PlanPeriod } from '@framewise/contracts/routes';

// The launch catalogue as the server seeds it (prices in cents), for tests and stories.

const PERIODS: PlanPeriod[] = ['month', 'season', 'year'];

function plans(
  list: { type: string; name: string; points: number; prices: [number, number, number] }[],
  unit: string | null,
): PayPackage[] {
  return list.flatMap((p) =>
    PERIODS.map((period, i) => ({
      type: p.type,
      category: 'VIP' as const,
      name: p.name,
      points: p.points,
      price: p.prices[i] ?? 0,
      batchType: period,
      json: unit ? JSON.stringify({ points: p.points, price: p.prices[i], priceUnit: unit }) : null,
    })),
  );
}

export const domesticPlans = plans(
  [
    { type: 'NORMAL', name: 'Normal', points: 300, prices: [1990, 5490, 18990] },
    { type: 'BASE', name: 'Base', points: 800, prices: [3900, 10900, 37900] },
    { type: 'HIGH', name: 'High', points: 2000, prices: [7900, 21900, 75900] },
    { type: 'PRO', name: 'Pro', points: 5000, prices: [15900, 43900, 152900] },
    { type: 'VIP2_PRO', name: 'Pro+', points: 12000, prices: [29900, 82900, 286900] },
  ],
  null,
);

export const overseasPlans = plans(
  [
    { type: 'GLOBAL_BASE', name: 'Basic', points: 1200, prices: [1000, 2700, 9600] },
    { type: 'GLOBAL_STD', name: 'Standard', points: 3000, prices: [2000, 5400, 19200] },
    { type: 'GLOBAL_PRO', name: 'Pro', points: 8000, prices: [4000, 10800, 38400] },
  ],
  'USD',
);

const pointPackage = (type: string, points: number, price: number, unit: string | null): PayPackage => ({
  type,
  category: 'Point',
  name: String(points),
  points,
  price,
  batchType: null,
  json: unit ? JSON.stringify({ points, price, priceUnit: unit }) : null,
});

export const domesticPoints: PayPackage[] = [
  pointPackage('POINT_100', 100, 1000, null),
  pointPackage('POINT_550', 550, 5000, null),
  pointPackage('POINT_1200', 1200, 10000, null),
  pointPackage('POINT_3900', 3900, 30000, null),
];

export const overseasPoints: PayPackage[] = [pointPackage('GLOBAL_POINT_500', 500, 500, 'USD')];

export const boostPacks: PayPackage[] = [
  {
    type: 'ACC_10',
    category: 'ACC',
    name: '加速包 10 次',
    points: 0,
    price: 990,
    batchType: null,
    json: null,
  },
];

export const freeUser: UserInfo = sampleUserInfo;

export const vipUser: UserInfo = {
  ...freeUser,
  vip_type: 'HIGH',
  vip_name: 'High',
  vip_date: '2026-12-21T00:00:00.000Z',
  unlimitEnable: true,
  first_sub: true,
  vip_points: 1500,
  totalPoints: 1620,
};

export const proUser: UserInfo = {
  ...freeUser,
  vip_type: 'VIP2_PRO',
  vip_name: 'Pro+',
  vip_date: '2027-11-21T00:00:00.000Z',
  unlimitEnable: true,
  first_sub: true,
  vip_points: 9000,
  totalPoints: 9120,
};

export const overseasFreeUser: UserInfo = {
  ...freeUser,
  uuid: 'u-global-1',
  nickname: 'Mia',
  phone: '',
  invite_code: '',
};
export const overseasVipUser: UserInfo = {
  ...overseasFreeUser,
  vip_type: 'GLOBAL_STD',
  vip_name: 'Standard',
  vip_date: '2026-12-21T00:00:00.000Z',
  unlimitEnable: true,
  vip_points: 2600,
};
export const overseasProUser: UserInfo = {
  ...overseasFreeUser,
  vip_type: 'GLOBAL_PRO',
  vip_name: 'Pro',
  vip_date: '2027-11-21T00:00:00.000Z',
  unlimitEnable: true,
  vip_points: 7400,
};

export const noVip: VipInfo = { list: [] };
export const vipOf = (user: UserInfo, batch_type: PlanPeriod = 'month'): VipInfo =>
  user.vip_type
    ? { list: [{ vip_type: user.vip_type, name: user.vip_name, batch_type, expire_time: user.vip_date ?? '' }] }
    : noVip;

/** The package-list route of a fake server: answers by permission_id (VIP 7, ACC 4, Point 9). */
export function catalogueRoute(lists: { plans?: PayPackage[]; boosts?: PayPackage[]; points?: PayPackage[] }) {
  return (call: { query: Record<string, string> }) => {
    const byPermission: Record<string, PayPackage[] | undefined> = {
      '7': lists.plans,
      '4': lists.boosts,
      '9': lists.points,
    };
    return { code: 0, data: byPermission[call.query.permission_id ?? ''] ?? [], msg: '' };
  };
}
