import { defineRoutes } from '../route';

export const payRoutes = defineRoutes({
  getPackageList: {
    method: 'GET',
    path: '/api/pay/type/list',
    auth: 'optional',
    summary: 'Plans (permission 7), acceleration (4) or points packages (9) with prices in cents',
  },
  createOrder: {
    method: 'POST',
    path: '/api/pay/createOrder',
    auth: 'required',
    regions: ['cn'],
    summary: 'Creates a WeChat Pay or Alipay order for a package or plan and returns its QR content',
  },
  checkOrder: {
    method: 'GET',
    path: '/api/pay/checkOrder',
    auth: 'required',
    summary: 'Polled every 1.5 s: status of an order the user owns (1 = paid)',
  },
  getPayStatus: {
    method: 'GET',
    path: '/api/pay/getStatus',
    auth: 'required',
    summary: 'Result of an order for the pay-result page, fulfilling it when the provider reports it paid',
  },
  miniProgramPay: {
    method: 'POST',
    path: '/api/pay/miniProgramPay',
    auth: 'required',
    regions: ['cn'],
    summary: 'Creates a WeChat JSAPI order inside WeChat and returns the payment parameters',
  },
  exchange: {
    method: 'POST',
    path: '/api/pay/exchange',
    auth: 'required',
    summary: 'Redeems a gift or activation code for points or a plan period',
  },
  stripeCreateCheckout: {
    method: 'POST',
    path: '/api/pay/stripe/createCheckout',
    auth: 'required',
    regions: ['global'],
    summary: 'Creates a card checkout session for a plan or 1-4 points packages',
  },
  stripeUpgradeInfo: {
    method: 'POST',
    path: '/api/pay/stripe/upgradeInfo',
    auth: 'required',
    regions: ['global'],
    summary: 'Previews the amount due for changing the subscription plan or cycle',
  },
  stripeUpgrade: {
    method: 'POST',
    path: '/api/pay/stripe/upgrade',
    auth: 'required',
    regions: ['global'],
    summary: 'Changes the subscription plan, optionally its cycle',
  },
  stripeCustomerPortal: {
    method: 'GET',
    path: '/api/pay/stripe/customerPortal',
    auth: 'required',
    regions: ['global'],
    summary: 'A card-provider customer portal URL for managing the subscription',
  },
});
