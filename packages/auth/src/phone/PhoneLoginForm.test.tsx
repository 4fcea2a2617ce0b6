import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { INVITE_CODE_KEY } from '@framewise/stores';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, sampleVip } from '../test-utils/fixtures';
import { renderAuth } from '../test-utils/render';
import { type CaptchaLoader, CaptchaUnavailableError } from './captcha';
import { PhoneLoginForm, type PhoneLoginFormProps } from './PhoneLoginForm';

const SEND = 'POST /api/user/getSMSCodeTicket';
const LOGIN = 'POST /api/user/loginByCodePhone';

function Form(props: Omit<PhoneLoginFormProps, 'agreed' | 'onAgreedChange'>) {
  const [agreed, setAgreed] = useState(false);
  return <PhoneLoginForm agreed={agreed} onAgreedChange={setAgreed} {...props} />;
}

const server = () =>
  createFakeServer({
    [SEND]: ok(null),
    [LOGIN]: ok({ token: 'session-token' }),
    'GET /api/user/info': ok(sampleUser),
    'GET /api/user/vipInfo': ok(sampleVip),
  });

const phoneInput = () => screen.getByLabelText('Phone number');
const codeInput = () => screen.getByLabelText('Verification code');
const agree = () => screen.getByRole('checkbox');

afterEach(() => {
  vi.useRealTimers();
});

describe('PhoneLoginForm', () => {
  it('asks for the privacy agreement before sending a code', async () => {
    const api = server();
    renderAuth(<Form />, { server: api });
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please read and agree to the privacy agreement')).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('shows the validation messages for a missing or badly formed phone number and sends nothing', async () => {
    const api = server();
    renderAuth(<Form />, { server: api });
    await userEvent.click(agree());
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Phone number is required!')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(phoneInput(), '12345');
    expect(screen.queryByText('Phone number is required!')).not.toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.advanceTimersByTime(1000); // past the send-code debounce
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Invalid phone number format!')).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('sends the code, then counts 60 s down before another can be requested', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    renderAuth(<Form />, { server: api });
    fireEvent.click(agree());
    fireEvent.change(phoneInput(), { target: { value: '+8613800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(api.callsTo(SEND).map((c) => c.body)).toEqual([{ phone: '+8613800138000', is_bind_phone: false }]);
    const countdown = screen.getByRole('button', { name: 'Resend in 60 s' });
    expect(countdown).toBeDisabled();
    expect(codeInput()).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('drops send-code clicks less than 1 s apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    api.on(SEND, fail(429, 'Please wait before requesting another code'));
    renderAuth(<Form />, { server: api });
    fireEvent.click(agree());
    fireEvent.change(phoneInput(), { target: { value: '13800138000' } });
    const send = screen.getByRole('button', { name: 'Get code' });
    fireEvent.click(send);
    expect(await screen.findByText('Please wait before requesting another code')).toBeInTheDocument();
    fireEvent.click(send);
    fireEvent.click(send);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.callsTo(SEND)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(send);
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(2));
  });

  it('runs the slider captcha first and sends its ticket', async () => {
    const api = server();
    const captcha: CaptchaLoader = { verify: vi.fn(async () => ({ ticket: 'tk-1', randstr: 'rs-1' })) };
    renderAuth(<Form captcha={captcha} />, { server: api });
    await userEvent.click(agree());
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('Code sent');
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      phone: '13800138000',
      ticket: 'tk-1',
      randstr: 'rs-1',
      is_bind_phone: false,
    });
  });

  it('sends nothing when the captcha is closed, and says "network abnormal" when it cannot load', async () => {
    const api = server();
    const verify = vi.fn<CaptchaLoader['verify']>(async () => null);
    renderAuth(<Form captcha={{ verify }} />, { server: api });
    await userEvent.click(agree());
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    verify.mockRejectedValueOnce(new CaptchaUnavailableError());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.advanceTimersByTime(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Network abnormal, try later')).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('checks the code, then logs in with the stored invite code and completes the login', async () => {
    localStorage.setItem(INVITE_CODE_KEY, 'FRIEND42');
    const api = server();
    const { store } = renderAuth(<Form />, { server: api });
    await userEvent.click(agree());
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Verification code is required!')).toBeInTheDocument();
    await userEvent.type(codeInput(), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The verification code must contain digits only!')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);

    await userEvent.clear(codeInput());
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logged in')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      phone: '13800138000',
      code: '123456',
      invite_code: 'FRIEND42',
      is_bind_phone: false,
    });
    expect(store.getState().user.uuid).toBe(sampleUser.uuid);
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBeNull();
  });

  it('asks for the privacy agreement before logging in', async () => {
    const api = server();
    renderAuth(<Form />, { server: api });
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please read and agree to the privacy agreement')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it("shows the server's message when the login is refused, and the generic text when the network fails", async () => {
    const api = server();
    api.on(LOGIN, fail(400, 'Wrong or expired code'));
    const { store } = renderAuth(<Form />, { server: api });
    await userEvent.click(agree());
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong or expired code')).toBeInTheDocument();
    expect(store.getState().user.uuid).toBe('');

    api.on(LOGIN, 'network');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
  });

  it('binds the phone to a QR login: its own title and button, and the login uuid in both calls', async () => {
    const api = server();
    renderAuth(<Form bindUuid="qr-uuid-0001" />, { server: api });
    expect(screen.getByRole('heading', { name: 'Bind your phone number' })).toBeInTheDocument();
    await userEvent.click(agree());
    await userEvent.type(phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('Code sent');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bind and log in' }));
    await screen.findByText('Logged in');
    expect(api.callsTo(SEND)[0]?.body).toMatchObject({ is_bind_phone: true, uuid: 'qr-uuid-0001' });
    expect(api.callsTo(LOGIN)[0]?.body).toMatchObject({ is_bind_phone: true, uuid: 'qr-uuid-0001' });
  });
});
