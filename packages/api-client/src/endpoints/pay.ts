import type { BodyOf, Calls, DataOf, QueryOf } from '@framewise/contracts';
import type { VipPermission } from '@framewise/contracts/routes';
import { api, callRequest } from '../base-api';

type Data<N extends keyof Calls> = DataOf<Calls[N]>;
type Body<N extends keyof Calls> = BodyOf<Calls[N]>;

/**
 * The pay and membership domain: the catalogue per permission id, orders and their status, codes and the card
 * provider's checkout, upgrade and portal. Calls that change the balance or the plan invalidate User, Points and
 * Membership; the user info itself is re-read by the caller that shows it (stores' refreshVip).
 */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/pay/type/list for one permission id (VIP 7, ACC 4, Point 9); shared for 3 minutes when unused. */
    getPackageList: build.query<Data<'getPackageList'>, VipPermission>({
      query: (permission) => callRequest('getPackageList', { query: { permission_id: permission } }),
      providesTags: (_answer, _error, permission) => [{ type: 'Packages', id: permission }],
    }),
    createOrder: build.mutation<Data<'createOrder'>, Body<'createOrder'>>({
      query: (body) => callRequest('createOrder', { body }),
      invalidatesTags: ['Orders'],
    }),
    /** One look at a QR order while it is scanned; the QR state machine asks again with forceRefetch. */
    checkOrder: build.query<Data<'checkOrder'>, string>({
      query: (orderId) => callRequest('checkOrder', { query: { orderId } }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Orders', id: orderId }],
      keepUnusedDataFor: 0,
    }),
    /** The result page's order (which the server fulfils on read when paid); never answered from the cache. */
    getPayStatus: build.query<Data<'getPayStatus'>, NonNullable<QueryOf<Calls['getPayStatus']>>>({
      query: (ref) => callRequest('getPayStatus', { query: ref }),
      providesTags: ['Orders'],
      keepUnusedDataFor: 0,
    }),
    redeemCode: build.mutation<Data<'exchange'>, string>({
      query: (code) => callRequest('exchange', { body: { code } }),
      invalidatesTags: ['User', 'Points', 'Membership'],
    }),
    stripeCreateCheckout: build.mutation<Data<'stripeCreateCheckout'>, Body<'stripeCreateCheckout'>>({
      query: (body) => callRequest('stripeCreateCheckout', { body }),
    }),
    /** What an upgrade would cost now: a read, though the call is a POST. */
    stripeUpgradeInfo: build.query<Data<'stripeUpgradeInfo'>, Body<'stripeUpgradeInfo'>>({
      query: (body) => callRequest('stripeUpgradeInfo', { body }),
      providesTags: ['Membership'],
      keepUnusedDataFor: 0,
    }),
    stripeUpgrade: build.mutation<Data<'stripeUpgrade'>, Body<'stripeUpgrade'>>({
      query: (body) => callRequest('stripeUpgrade', { body }),
      invalidatesTags: ['User', 'Points', 'Membership'],
    }),
    stripeCustomerPortal: build.mutation<Data<'stripeCustomerPortal'>, void>({
      query: () => callRequest('stripeCustomerPortal'),
    }),
  }),
});

export const {
  useGetPackageListQuery,
  useGetPayStatusQuery,
  useStripeCreateCheckoutMutation,
  useStripeUpgradeInfoQuery,
  useStripeUpgradeMutation,
  useStripeCustomerPortalMutation,
} = payApi;
