// What other modules use of membership: plan grants (codes, payments), the user's tier and the tier gates
// (generation), the summary for user info.
export { FALLBACK_VIP_NAME, PERIOD_MONTHS, PLAN_TYPES, RANK, rankOfType } from './plans';
export {
  endPlanNow,
  findPlan,
  type PackageRow,
  planRunning,
} from './repo';
export { registerMembershipRoutes } from './routes';
export {
  cachedMembershipOf,
  FREE_TIER,
  type GrantPlanInput,
  grantPlanPeriod,
  type MembershipSummary,
  membershipOf,
  type PlanGrantResult,
  packageList,
  UnknownPlanError,
  vipInfoOf,
} from './service';
export {
  assertTier,
  loadTier,
  TIER_ERRORS,
  type TierRequirement,
  tierOf,
  tierRefusal,
  translateWith,
  type UserTier,
} from './tier-gates';
