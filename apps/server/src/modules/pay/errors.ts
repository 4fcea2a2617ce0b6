/** Message keys of payment failures (packages/i18n resources/pay-errors.ts). */
export const PAY_ERRORS = {
  notAvailable: 'payErrors.notAvailable',
  providerFailed: 'payErrors.providerFailed',
  returnUrl: 'payErrors.returnUrl',
  packageNotFound: 'payErrors.package.notFound',
  orderNotFound: 'payErrors.order.notFound',
  tooManyOrders: 'payErrors.order.tooMany',
  coupon: {
    invalid: 'payErrors.coupon.invalid',
    expired: 'payErrors.coupon.expired',
    exhausted: 'payErrors.coupon.exhausted',
    notApplicable: 'payErrors.coupon.notApplicable',
  },
  upgrade: {
    noPlan: 'payErrors.upgrade.noPlan',
    samePlan: 'payErrors.upgrade.samePlan',
    downgrade: 'payErrors.upgrade.downgrade',
    creditExceeds: 'payErrors.upgrade.creditExceeds',
    noCard: 'payErrors.upgrade.noCard',
    declined: 'payErrors.upgrade.declined',
    inProgress: 'payErrors.upgrade.inProgress',
    superseded: 'payErrors.upgrade.superseded',
  },
} as const;
