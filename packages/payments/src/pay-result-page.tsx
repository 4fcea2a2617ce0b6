import { PayResultPage } from './PayResultPage';

// The /pay-result route's lazy chunk: `pages: { payResult: () => import('@framewise/payments/pay-result-page') }`.
export default PayResultPage;
