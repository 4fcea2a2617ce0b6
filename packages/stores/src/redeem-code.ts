import { payApi } from '@framewise/api-client';
import type { Calls, DataOf } from '@framewise/contracts';
import type { AppThunk } from './state';
import { refreshVip } from './vip-thunks';

export type RedeemResult = DataOf<Calls['exchange']>;

/**
 * Redeems a code (POST /api/pay/exchange: the domestic gift code and the overseas activation code are one call),
 * then reloads the memberships and the user info so the points and the plan shown are current. A failed reload
 * does not undo the redemption, so it is not reported as a failure.
 */
export const redeemCode =
  (code: string): AppThunk<Promise<RedeemResult>> =>
  async (dispatch) => {
    const result = await dispatch(payApi.endpoints.redeemCode.initiate(code)).unwrap();
    await dispatch(refreshVip()).catch(() => undefined);
    return result;
  };
