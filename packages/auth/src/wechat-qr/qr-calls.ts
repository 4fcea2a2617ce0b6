import type { QrLoginStatus } from '@framewise/contracts';
import type { AppThunk } from '@framewise/stores';

/** Starts a WeChat QR login for a client-made uuid; the answer's url is what the QR code encodes. */
export const requestLoginQr =
  (uuid: string): AppThunk<Promise<{ url: string }>> =>
  (_dispatch, _getState, { http }) =>
    http.call('getQrCode', { body: { uuid } });

/** One poll of the QR login's state; a logged_in answer also sets the session cookie. */
export const pollQrLogin =
  (uuid: string): AppThunk<Promise<QrLoginStatus>> =>
  (_dispatch, _getState, { http }) =>
    http.call('getQrLoginStatus', { query: { uuid } });
