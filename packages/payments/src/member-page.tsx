import { MemberPage } from './MemberPage';

// The /member route's lazy chunk: apps load it with `pages: { member: () => import('@framewise/payments/member-page') }`.
export default MemberPage;
