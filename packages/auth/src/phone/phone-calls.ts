import type { BodyOf, Calls } from '@framewise/contracts';
import type { AppThunk } from '@framewise/stores';

/** Sends a login (or bind-phone) code by SMS. */
export const sendLoginCode =
  (body: BodyOf<Calls['sendSmsCode']>): AppThunk<Promise<void>> =>
  async (_dispatch, _getState, { http }) => {
    await http.call('sendSmsCode', { body });
  };

/** Logs in with phone and code (or binds the phone to a QR login); the server sets the session cookie. */
export const loginWithPhone =
  (body: BodyOf<Calls['loginByPhone']>): AppThunk<Promise<void>> =>
  async (_dispatch, _getState, { http }) => {
    await http.call('loginByPhone', { body });
  };
