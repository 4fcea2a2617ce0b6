// Public surface of @framewise/payments ("."): the points breakdown the phone pages show. The /member and
// /pay-result routes load "./member-page" and "./pay-result-page" (default exports) lazily; the region flows are
// "./wechat-alipay" (domestic) and "./stripe" (overseas). Everything else is internal to the package.

export { MyPointsBreakdown } from './PointsBreakdown';
