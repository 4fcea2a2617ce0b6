import { profileApi } from '@framewise/api-client';
import type { ShareBonusAnswer } from '@framewise/contracts';
import { type AppThunk, refreshVip } from '@framewise/stores';

/** The link a share carries: the site with the sharer's invite code (invite_code is read). */
export function shareLink(origin: string, inviteCode: string): string {
  return inviteCode ? `${origin}/?invite_code=${encodeURIComponent(inviteCode)}` : `${origin}/`;
}

/**
 * A share happened: the server grants current-day points up to its daily cap (POST /api/user/shareBonus), and a
 * grant reloads the user so the points breakdown shows it.
 */
export const claimShareBonus = (): AppThunk<Promise<ShareBonusAnswer>> => async (dispatch) => {
  const answer = await dispatch(profileApi.endpoints.shareBonus.initiate()).unwrap();
  if (answer.points > 0) await dispatch(refreshVip()).catch(() => undefined);
  return answer;
};
