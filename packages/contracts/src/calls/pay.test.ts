import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../domain/messages';
import { overseasPackageJson, payCalls } from './pay';

describe('pay calls', () => {
  it('lists packages by permission id, coercing the query string', () => {
    const q = payCalls.getPackageList.query;
    expect(q.parse({ permission_id: '9' })).toEqual({ permission_id: 9 });
    expect(q.parse({ permission_id: 7 })).toEqual({ permission_id: 7 });
    expect(q.safeParse({ permission_id: '5' }).error?.issues[0]?.message).toBe(VALIDATION.permissionInvalid);
    expect(q.safeParse({ permission_id: 'x' }).success).toBe(false);
    expect(q.safeParse({}).success).toBe(false);
  });

  it('reads domestic and overseas packages', () => {
    const domestic = {
      type: 'P100',
      category: 'Point',
      name: '100',
      points: 100,
      price: 990,
      batchType: null,
      json: null,
    };
    const overseas = {
      ...domestic,
      json: JSON.stringify({ points: 100, price: 499, priceUnit: '$' }),
    };
    expect(payCalls.getPackageList.data.parse([domestic, overseas])).toHaveLength(2);
    expect(overseasPackageJson.parse(JSON.parse(overseas.json))).toEqual({ points: 100, price: 499, priceUnit: '$' });
    expect(payCalls.getPackageList.data.safeParse([{ ...domestic, price: 9.9 }]).success).toBe(false);
  });

  it('creates a domestic order for a known pay scene', () => {
    const b = payCalls.createOrder.body;
    expect(b.parse({ type: 'VIP_PRO', pay_scene: 'alipay-pc' })).toEqual({
      type: 'VIP_PRO',
      batchType: null,
      pay_scene: 'alipay-pc',
    });
    expect(b.parse({ type: 'VIP_PRO', batchType: 'season', couponCode: 'SAVE10', pay_scene: 'pc' }).batchType).toBe(
      'season',
    );
    expect(b.safeParse({ type: 'VIP_PRO', pay_scene: 'paypal' }).error?.issues[0]?.message).toBe(
      VALIDATION.payMethodInvalid,
    );
    expect(b.safeParse({ pay_scene: 'pc' }).success).toBe(false);
    expect(b.parse({ type: 'P100', pay_scene: 'pc', returnUrl: 'https://app.example.com/pay-result' }).returnUrl).toBe(
      'https://app.example.com/pay-result',
    );
    expect(b.safeParse({ type: 'P100', pay_scene: 'pc', returnUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(payCalls.createOrder.data.parse({ orderId: 'o1', code_url: 'weixin://wxpay/bizpayurl?pr=x' }).orderId).toBe(
      'o1',
    );
  });

  it('checks an order and reads its status', () => {
    expect(payCalls.checkOrder.query.parse({ orderId: 'o1' })).toEqual({ orderId: 'o1' });
    expect(payCalls.checkOrder.query.safeParse({}).success).toBe(false);
    expect(payCalls.checkOrder.data.parse({ status: 1 })).toEqual({ status: 1 });
    expect(payCalls.checkOrder.data.safeParse({ status: 9 }).success).toBe(false);
  });

  it('needs an order id or a checkout session id for the result page', () => {
    const q = payCalls.getPayStatus.query;
    expect(q.parse({ sessionId: 'cs_test_1' })).toEqual({ sessionId: 'cs_test_1' });
    expect(q.parse({ orderId: 'o1' })).toEqual({ orderId: 'o1' });
    expect(q.safeParse({}).error?.issues[0]?.message).toBe(VALIDATION.orderRefRequired);
  });

  it('redeems a code of at most 20 characters', () => {
    expect(payCalls.exchange.body.parse({ code: 'ABCD-EFGH' })).toEqual({ code: 'ABCD-EFGH' });
    expect(payCalls.exchange.body.safeParse({ code: '' }).error?.issues[0]?.message).toBe(
      VALIDATION.activationCodeRequired,
    );
    expect(payCalls.exchange.body.safeParse({ code: 'A'.repeat(21) }).error?.issues[0]?.message).toBe(
      VALIDATION.activationCodeTooLong,
    );
    expect(payCalls.exchange.data.parse({ points: 100, vip_type: null })).toEqual({ points: 100, vip_type: null });
  });

  it('checks out 1 to 4 packages on the card provider', () => {
    const b = payCalls.stripeCreateCheckout.body;
    expect(b.parse({ type: 'GLOBAL_POINT' })).toEqual({ type: 'GLOBAL_POINT', batchType: null, quantity: 1 });
    expect(b.parse({ type: 'GLOBAL_POINT', quantity: 4 }).quantity).toBe(4);
    expect(b.safeParse({ type: 'GLOBAL_POINT', returnUrl: 'ftp://app.example.com/' }).success).toBe(false);
    for (const quantity of [0, 5, 2.5]) {
      expect(b.safeParse({ type: 'GLOBAL_POINT', quantity }).error?.issues[0]?.message).toBe(VALIDATION.quantityRange);
    }
  });

  it('previews and performs a plan change', () => {
    expect(payCalls.stripeUpgrade.body.parse({ batchType: 'year', type: 'GLOBAL_PRO' })).toEqual({
      batchType: 'year',
      type: 'GLOBAL_PRO',
      is_change_cycle: false,
    });
    expect(payCalls.stripeUpgradeInfo.body.safeParse({ type: 'GLOBAL_PRO' }).success).toBe(false);
    const preview = {
      batchType: 'year',
      type: 'GLOBAL_PRO',
      amountDue: 4200,
      currency: 'usd',
      nextBillingAt: '2027-11-21T00:00:00Z',
    };
    expect(payCalls.stripeUpgradeInfo.data.parse(preview)).toEqual(preview);
  });

  it('answers JSAPI payment parameters inside WeChat', () => {
    const answer = {
      orderId: 'o1',
      appId: 'wx1',
      timeStamp: '1763712000',
      nonceStr: 'n',
      package: 'prepay_id=wx2',
      signType: 'RSA',
      paySign: 's',
    };
    expect(payCalls.miniProgramPay.data.parse(answer)).toEqual(answer);
    expect(payCalls.miniProgramPay.body.safeParse({ type: 'P100' }).success).toBe(false);
  });
});
