import { payApi } from '@framewise/api-client';
import type { Calls, DataOf } from '@framewise/contracts';
import { type AppThunk, refreshVip } from '@framewise/stores';

export type RedeemResult = DataOf<Calls['exchange']>;

/**
 * Redeems a gift or activation code (POST /api/pay/exchange), then reloads the membership and the user info so
 * the points and the plan shown are current. A failed reload does not undo the redemption.
 */
export const redeemCode =
  (code: string): AppThunk<Promise<RedeemResult>> =>
  async (dispatch) => {
    const result = await dispatch(payApi.endpoints.redeemCode.initiate(code)).unwrap();
    await dispatch(refreshVip()).catch(() => undefined);
    return result;
  };
