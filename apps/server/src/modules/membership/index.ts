// What other modules use of membership: plan grants (codes, payments), the user's tier and the tier gates
// (generation), the summary for user info.
export { PERIOD_MONTHS } from './plans';
export { endPlanNow, findPlan, type PackageRow, planRunning } from './repo';
export { registerMembershipRoutes } from './routes';
export { cachedMembershipOf, grantPlanPeriod, type MembershipSummary, vipInfoOf } from './service';
export { assertTier, loadTier, type TierRequirement, translateWith, type UserTier } from './tier-gates';
