import { defineRoutes } from '../route';

export const userRoutes = defineRoutes({
  getUserInfo: {
    method: 'GET',
    path: '/api/user/info',
    auth: 'required',
    summary: 'The logged-in user with points balances',
  },
  logout: {
    method: 'POST',
    path: '/api/user/logout',
    auth: 'optional',
    summary: 'Revokes the session and clears the token cookie',
  },
  sendSmsCode: {
    method: 'POST',
    path: '/api/user/getSMSCodeTicket',
    auth: 'none',
    regions: ['cn'],
    summary: 'Sends a login code by SMS after the captcha passed',
  },
  loginByPhone: {
    method: 'POST',
    path: '/api/user/loginByCodePhone',
    auth: 'none',
    regions: ['cn'],
    summary: 'Logs in with phone and SMS code, or binds the phone to a QR login',
  },
  getQrCode: {
    method: 'POST',
    path: '/api/user/getQRCode',
    auth: 'none',
    regions: ['cn'],
    summary: 'Starts a WeChat QR login for a client-generated uuid and returns the QR content URL',
  },
  getQrLoginStatus: {
    method: 'GET',
    path: '/api/user/qrLoginStatus',
    auth: 'none',
    regions: ['cn'],
    summary: 'Polled every 1.5 s: the state of the QR login named by uuid',
  },
  bindPlatform: {
    method: 'POST',
    path: '/api/user/bindPlatform',
    auth: 'optional',
    regions: ['cn'],
    summary: 'WeChat H5 authorisation code: binds the openid to the user, or logs a visitor in by it',
  },
  getWechatTicket: {
    method: 'GET',
    path: '/api/user/getWechatTicket',
    auth: 'none',
    regions: ['cn'],
    summary: 'WeChat JS-SDK signature for a page URL',
  },
  modifyInfo: {
    method: 'POST',
    path: '/api/user/modifyInfo',
    auth: 'required',
    summary: 'Changes nickname and avatar; answers the updated user',
  },
  modifyInviteCode: {
    method: 'POST',
    path: '/api/user/modifyInviteCode',
    auth: 'required',
    regions: ['cn'],
    summary: 'Sets the introducer once from an existing invite code; answers the updated user',
  },
  getVipInfo: {
    method: 'GET',
    path: '/api/user/vipInfo',
    auth: 'required',
    summary: 'The memberships the user holds with type, period and expiry',
  },
});
