import { createFakeServer, fail, ok, type SeenCall } from '@framewise/api-client/testing';
import type { UploadResult } from '@framewise/upload';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './AccountMenu';
import { overseasUser, sampleUser } from './test-utils/fixtures';
import { renderAuth } from './test-utils/render';
import { scriptedUploader, storedAvatar } from './test-utils/upload';
import { UserInfoPanel } from './UserInfoPanel';

// The real picker crops with cropperjs, which needs layout jsdom lacks; the stand-in uploads like it does.
vi.mock('@framewise/upload', async (importOriginal) => {
  const upload = await importOriginal<typeof import('@framewise/upload')>();
  const { fakeAvatarPicker } = await import('./test-utils/fake-avatar-picker');
  return { ...upload, AvatarPicker: fakeAvatarPicker(upload.useUploadEnvironment) };
});

const DOMESTIC = { phone: true, invite: true, introducer: true };
const OVERSEAS = { phone: false, invite: false, introducer: false };

const echoServer = () =>
  createFakeServer({
    'POST /api/user/modifyInfo': (call: SeenCall) => ok({ ...sampleUser, ...(call.body as object) }),
    'POST /api/user/modifyInviteCode': (call: SeenCall) =>
      ok({ ...sampleUser, introducer: (call.body as { invite_code: string }).invite_code }),
  });

describe('UserInfoPanel', () => {
  it('domestic: nickname, read-only phone, user id, invite code and link, introducer', () => {
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={DOMESTIC} origin="https://framewise.cn" />, {
      user: sampleUser,
    });
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveValue('小帧');
    expect(nickname).toHaveAttribute('maxLength', '8');
    expect(screen.getByLabelText('Phone number')).toHaveValue('13800138000');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('User ID')).toHaveValue(sampleUser.uuid);
    expect(screen.getByLabelText('My invite code')).toHaveValue('FW8K2Q');
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    const introducer = screen.getByLabelText('Inviter');
    expect(introducer).toBeEnabled();
    expect(introducer).toHaveAttribute('maxLength', '30');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('overseas: no phone, invite code or introducer', () => {
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={OVERSEAS} />, { user: overseasUser, region: 'global' });
    expect(screen.getByLabelText('Nickname')).toHaveValue('Mia');
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue(overseasUser.uuid);
    expect(screen.queryByRole('button', { name: 'Copy invite link' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Inviter')).not.toBeInTheDocument();
  });

  it('copies the user id and the invite link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={DOMESTIC} origin="https://framewise.cn" />, {
      user: sampleUser,
    });
    await user.click(screen.getByRole('button', { name: 'Copy User ID' }));
    expect(writeText).toHaveBeenLastCalledWith(sampleUser.uuid);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://framewise.cn/?invite_code=FW8K2Q');
  });

  it('requires a nickname', async () => {
    const server = echoServer();
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={DOMESTIC} />, { user: sampleUser, server });
    await userEvent.clear(screen.getByLabelText('Nickname'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('saves a changed nickname and a first introducer, then closes with the success toast', async () => {
    const server = echoServer();
    const onClose = vi.fn();
    const { store } = renderAuth(<UserInfoPanel onClose={onClose} features={DOMESTIC} />, { user: sampleUser, server });
    await userEvent.clear(screen.getByLabelText('Nickname'));
    await userEvent.type(screen.getByLabelText('Nickname'), 'Frame');
    await userEvent.type(screen.getByLabelText('Inviter'), 'FRIEND42');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/modifyInfo')[0]?.body).toEqual({ nickname: 'Frame' });
    expect(server.callsTo('POST /api/user/modifyInviteCode')[0]?.body).toEqual({ invite_code: 'FRIEND42' });
    expect(store.getState().user.introducer).toBe('FRIEND42');
    expect(onClose).toHaveBeenCalled();
  });

  it('sends only what changed: an untouched nickname and an empty introducer send nothing', async () => {
    const server = echoServer();
    const onClose = vi.fn();
    renderAuth(<UserInfoPanel onClose={onClose} features={DOMESTIC} />, { user: sampleUser, server });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('locks an introducer once set and never sends it again', async () => {
    const server = echoServer();
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={DOMESTIC} />, {
      user: { ...sampleUser, introducer: 'FRIEND42' },
      server,
    });
    expect(screen.getByLabelText('Inviter')).toBeDisabled();
    expect(screen.getByText('The inviter cannot be changed once set')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nickname'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved');
    expect(server.callsTo('POST /api/user/modifyInviteCode')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    const server = echoServer();
    server.on('POST /api/user/modifyInviteCode', fail(400, 'No user has this invite code'));
    const onClose = vi.fn();
    renderAuth(<UserInfoPanel onClose={onClose} features={DOMESTIC} />, { user: sampleUser, server });
    await userEvent.type(screen.getByLabelText('Inviter'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No user has this invite code')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the current avatar in the picker, a stored key through the public base', async () => {
    const key = 'user-avatar/u-7f3a9c/0a1b2c3d4e5f.png';
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={DOMESTIC} publicBase="/api/storage/public/" />, {
      user: { ...sampleUser, avatar_url: key },
    });
    expect(await screen.findByRole('button', { name: 'Pick avatar' })).toHaveAttribute(
      'data-src',
      `/api/storage/public/${key}`,
    );
  });

  it('saves an uploaded avatar on confirm, and the account menu shows it', async () => {
    const server = echoServer();
    const uploader = scriptedUploader(async () => storedAvatar(sampleUser.uuid, '/api/storage/public/'));
    const onClose = vi.fn();
    const { store, container } = renderAuth(
      <>
        <AccountMenu />
        <UserInfoPanel onClose={onClose} features={DOMESTIC} />
      </>,
      { user: sampleUser, server, uploader },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pick avatar' }));
    expect(uploader.uploads[0]?.options).toMatchObject({ purpose: 'public', path: 'user-avatar' });
    expect(server.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const { key, url } = storedAvatar(sampleUser.uuid, '/api/storage/public/');
    expect(server.callsTo('POST /api/user/modifyInfo')[0]?.body).toEqual({ nickname: '小帧', avatar_url: key });
    // The API answered the bare key: the user keeps the URL the upload is served at.
    expect(store.getState().user.avatar_url).toBe(url);
    expect(container.querySelector('.fw-auth-menu__trigger img')).toHaveAttribute('src', url);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the API's own avatar URL when it answers one", async () => {
    const cdnUrl = 'https://cdn.framewise.cn/user-avatar/u-7f3a9c/3f9a0c1d2b7e4f60.png';
    const server = createFakeServer({ 'POST /api/user/modifyInfo': ok({ ...sampleUser, avatar_url: cdnUrl }) });
    const { store } = renderAuth(<UserInfoPanel onClose={vi.fn()} features={OVERSEAS} />, {
      user: sampleUser,
      server,
      uploader: scriptedUploader(async () => storedAvatar(sampleUser.uuid, 'blob:')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick avatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved');
    expect(store.getState().user.avatar_url).toBe(cdnUrl);
  });

  it('cancel discards an uploaded avatar', async () => {
    const server = echoServer();
    const onClose = vi.fn();
    const { store } = renderAuth(<UserInfoPanel onClose={onClose} features={DOMESTIC} />, { user: sampleUser, server });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick avatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.calls).toEqual([]);
    expect(store.getState().user.avatar_url).toBe('');
  });

  it('holds confirm while the avatar uploads, then saves the new key', async () => {
    const server = echoServer();
    let finish: (result: UploadResult) => void = () => {};
    const uploader = scriptedUploader(() => new Promise<UploadResult>((resolve) => (finish = resolve)));
    renderAuth(<UserInfoPanel onClose={vi.fn()} features={OVERSEAS} />, { user: sampleUser, server, uploader });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick avatar' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeDisabled());
    finish(storedAvatar(sampleUser.uuid));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await screen.findByText('Saved');
    expect(server.callsTo('POST /api/user/modifyInfo')[0]?.body).toEqual({
      nickname: '小帧',
      avatar_url: storedAvatar(sampleUser.uuid).key,
    });
  });

  it('a failed upload leaves the profile as it was', async () => {
    const server = echoServer();
    const onClose = vi.fn();
    const uploader = scriptedUploader(async () => {
      throw new Error('storage unavailable');
    });
    renderAuth(<UserInfoPanel onClose={onClose} features={OVERSEAS} />, { user: sampleUser, server, uploader });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick avatar' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(onClose).toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });
});
