/** permission_id of /api/pay/type/list: which catalogue to list (plans, fast-mode packs, points packages). */
export const VIP_PERMISSION = { VIP: 7, ACC: 4, POINT: 9 } as const;
export type VipPermission = (typeof VIP_PERMISSION)[keyof typeof VIP_PERMISSION];
export const VIP_PERMISSIONS = Object.values(VIP_PERMISSION) as VipPermission[];

/** Plan periods; in order bodies a null batchType also means month. */
export const PLAN_PERIODS = ['month', 'season', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** Package categories in the package list. */
export const PACKAGE_CATEGORIES = ['VIP', 'ACC', 'Point'] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];
