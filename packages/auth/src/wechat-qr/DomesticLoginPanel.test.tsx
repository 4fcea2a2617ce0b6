import { createFakeServer, fail, ok, type SeenCall } from '@framewise/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, sampleVip } from '../test-utils/fixtures';
import { renderAuth } from '../test-utils/render';
import { DomesticLoginPanel } from './DomesticLoginPanel';
import { QR_TIMING } from './qr-login';
import { beginWechatAuthorization } from './wechat-authorize';
import { finishWechatReturn, pendingWechatBind } from './wechat-return';

const QR = 'POST /api/user/getQRCode';
const STATUS = 'GET /api/user/qrLoginStatus';

function qrServer(statuses: string[] = []) {
  return createFakeServer({
    [QR]: (call: SeenCall) => ok({ url: `http://api.test/sandbox/wechat-qr/${(call.body as { uuid: string }).uuid}` }),
    [STATUS]: () => {
      const status = statuses.shift() ?? 'pending';
      return ok(status === 'logged_in' ? { status, token: 'session-token' } : { status });
    },
    'GET /api/user/info': ok(sampleUser),
    'GET /api/user/vipInfo': ok(sampleVip),
    'POST /api/user/wechatAuthState': ok({ state: 'bound-state-1' }),
  });
}

const toQrMode = () => userEvent.click(screen.getByRole('button', { name: 'Log in with WeChat' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('DomesticLoginPanel', () => {
  it('opens in phone mode beside the branding with its three feature bullets', () => {
    renderAuth(<DomesticLoginPanel surface="desktop" />, { server: qrServer() });
    expect(screen.getByRole('heading', { name: 'Log in with phone' })).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(highlights.querySelectorAll('li')).toHaveLength(3);
    // What the product makes, and nothing it does not (it has no text-to-image or image-to-image tool).
    expect(within(highlights).getByText(/^Text to video and image to video:/)).toBeInTheDocument();
    expect(within(highlights).getByText(/^AI video:/)).toBeInTheDocument();
    expect(within(highlights).getByText(/^Lip-sync and upscaling:/)).toBeInTheDocument();
    expect(highlights).not.toHaveTextContent(/to image/i);
  });

  it('names the same features in Chinese and Japanese', async () => {
    const { i18n } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: qrServer() });
    for (const [language, words] of [
      ['zh', ['文生视频', '图生视频', 'AI 视频', '口型同步', '高清放大']],
      ['ja', ['テキスト', '画像から動画', 'AI動画', 'リップシンク', '高画質化']],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      const highlights = screen.getByRole('list', { name: language === 'zh' ? '功能亮点' : '主な機能' });
      for (const word of words) expect(highlights).toHaveTextContent(word);
      expect(highlights).not.toHaveTextContent(language === 'zh' ? /文生图|图生图/ : /から画像|画像から画像/);
    }
  });

  it('loads no QR code before the privacy box is ticked, then shows one and polls it', async () => {
    const api = qrServer();
    const { store } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    await toQrMode();
    expect(screen.getByText('Tick the privacy agreement to show the QR code')).toBeInTheDocument();
    expect(api.callsTo(QR)).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    expect(api.callsTo(QR)).toHaveLength(1);
    expect(api.callsTo(QR)[0]?.body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(store.getState().ui.loginPolling).toBe(true);
    await waitFor(() => expect(api.callsTo(STATUS).length).toBeGreaterThan(0), { timeout: 3000 });
  });

  it('keeps the consent given in phone mode, and goes back to phone mode by the link', async () => {
    const api = qrServer();
    const { store } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    await userEvent.click(screen.getByRole('checkbox'));
    await toQrMode();
    expect(await screen.findByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in with phone' }));
    expect(screen.getByRole('heading', { name: 'Log in with phone' })).toBeInTheDocument();
    expect(store.getState().ui.loginPolling).toBe(false);
  });

  it('turns to the bind-phone form when the WeChat user has no phone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = qrServer(['pending', 'need_phone']);
    const { store } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in with WeChat' }));
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: 'Bind your phone number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bind and log in' })).toBeInTheDocument();
    expect(store.getState().ui.loginPolling).toBe(false);
  });

  it('completes the login when the scan logs the user in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = qrServer(['logged_in']);
    const { store } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in with WeChat' }));
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText('Logged in')).toBeInTheDocument();
    expect(store.getState().user.uuid).toBe(sampleUser.uuid);
    expect(store.getState().ui.loginPolling).toBe(false);
  });

  it('shows the timeout text after 5 minutes and a new code on refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = qrServer();
    const { store } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in with WeChat' }));
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    await act(() => vi.advanceTimersByTimeAsync(QR_TIMING.validityMs));
    expect(await screen.findByText('QR code expired')).toBeInTheDocument();
    expect(store.getState().ui.loginPolling).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Click to refresh' }));
    expect(await screen.findByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    expect(api.callsTo(QR)).toHaveLength(2);
  });

  it('shows the load-failure text with click-to-refresh when the code cannot be loaded', async () => {
    const api = qrServer();
    api.on(QR, 'network');
    renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    await userEvent.click(screen.getByRole('checkbox'));
    await toQrMode();
    expect(await screen.findByText('QR code load failed')).toBeInTheDocument();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    api.on(QR, fail(429, 'Too many QR codes'));
    await userEvent.click(screen.getByRole('button', { name: 'Click to refresh' }));
    expect(await screen.findByText('Too many QR codes')).toBeInTheDocument();
  });

  it('stops polling when it closes', async () => {
    const api = qrServer();
    const { store, unmount } = renderAuth(<DomesticLoginPanel surface="desktop" />, { server: api });
    await userEvent.click(screen.getByRole('checkbox'));
    await toQrMode();
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    expect(store.getState().ui.loginPolling).toBe(true);
    unmount();
    expect(store.getState().ui.loginPolling).toBe(false);
  });

  it('inside WeChat, goes to WeChat authorisation with the server-bound state, returning to /m/member', async () => {
    const assign = vi.fn();
    renderAuth(<DomesticLoginPanel surface="wechat" wechatAppId="wx123" assign={assign} />, { server: qrServer() });
    expect(screen.getByText('Opening WeChat authorisation…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.searchParams.get('appid')).toBe('wx123');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/m/member`);
    expect(url.searchParams.get('state')).toBe('bound-state-1');
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('in other phone browsers, never redirects to WeChat: phone + SMS form without the slider captcha', async () => {
    const assign = vi.fn();
    const verify = vi.fn(async () => ({ ticket: 't', randstr: 'r' }));
    const api = qrServer();
    api.on('POST /api/user/getSMSCodeTicket', ok(null));
    renderAuth(<DomesticLoginPanel surface="mobile" wechatAppId="wx123" captcha={{ verify }} assign={assign} />, {
      server: api,
    });
    expect(screen.queryByText('Opening WeChat authorisation…')).not.toBeInTheDocument();
    // No WeChat QR code either: the phone showing it cannot scan it.
    expect(screen.queryByRole('button', { name: 'Log in with WeChat' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Phone number'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('Code sent');
    expect(verify).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/user/wechatAuthState')).toHaveLength(0);
  });

  it('goes to the configured authorisation page (the local sandbox) instead of WeChat when told', async () => {
    const assign = vi.fn();
    renderAuth(
      <DomesticLoginPanel
        surface="wechat"
        wechatAppId="wx123"
        wechatAuthorizeUrl="/sandbox/wechat-oauth"
        assign={assign}
      />,
      { server: qrServer() },
    );
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]?.[0] as string, window.location.origin);
    expect(url.pathname).toBe('/sandbox/wechat-oauth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/m/member`);
  });

  it('opens on the bind-phone form, without redirecting again, when a WeChat return asked for a phone', async () => {
    const assign = vi.fn();
    const api = qrServer();
    const http = { call: async () => ({ state: 'bound-state-2' }) } as unknown as Parameters<
      typeof beginWechatAuthorization
    >[0];
    await beginWechatAuthorization(http, 'wx123', window.location.origin);
    const state = JSON.parse(sessionStorage.getItem('framewise-wechat-state') ?? '{}').value as string;
    api.on('POST /api/user/bindPlatform', ok({ status: 'need_phone', openid: 'o-1', uuid: 'bind-uuid-1' }));
    const { store } = renderAuth(<span />, { server: api });
    await expect(store.dispatch(finishWechatReturn({ code: 'c-1', state }))).resolves.toBe('need_phone');
    expect(store.getState().ui.visibleLoginModal).toBe(true);

    renderAuth(<DomesticLoginPanel surface="wechat" wechatAppId="wx123" assign={assign} />, { server: api });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Bind your phone number' })).toBeInTheDocument();
    // Used once: the next time the modal opens it starts over.
    expect(pendingWechatBind()).toBeNull();
  });

  it('uses the phone form inside WeChat when no WeChat app id is configured, without the captcha', async () => {
    const assign = vi.fn();
    const verify = vi.fn(async () => ({ ticket: 't', randstr: 'r' }));
    const api = qrServer();
    api.on('POST /api/user/getSMSCodeTicket', ok(null));
    renderAuth(<DomesticLoginPanel surface="wechat" captcha={{ verify }} assign={assign} />, { server: api });
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Phone number'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('Code sent');
    expect(verify).not.toHaveBeenCalled();
  });
});
