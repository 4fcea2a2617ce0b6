import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountSlots, profileFeaturesOf } from './account-slots';
import { CodePanel } from './CodePanel';
import { overseasUser, sampleUser } from './test-utils/fixtures';
import { renderAuth } from './test-utils/render';

// The real picker crops with cropperjs, which needs layout jsdom lacks; the stand-in uploads like it does.
vi.mock('@framewise/upload', async (importOriginal) => {
  const upload = await importOriginal<typeof import('@framewise/upload')>();
  const { fakeAvatarPicker } = await import('./test-utils/fake-avatar-picker');
  return { ...upload, AvatarPicker: fakeAvatarPicker(upload.useUploadEnvironment) };
});

const KEY = 'user-avatar/u-7f3a9c/3f9a0c1d2b7e4f60.png';
const hosts = { cdnHost: '', publicBase: '/api/storage/public/' };

describe('profileFeaturesOf', () => {
  it('shows the phone with phone login, invite code and introducer with invitations', () => {
    expect(profileFeaturesOf({ phoneProfile: true, invite: true })).toEqual({
      phone: true,
      invite: true,
      introducer: true,
    });
    expect(profileFeaturesOf({ phoneProfile: true, invite: false })).toEqual({
      phone: true,
      invite: false,
      introducer: false,
    });
    expect(profileFeaturesOf(PREVIEW_BUILDS.global.features)).toEqual({
      phone: false,
      invite: false,
      introducer: false,
    });
  });
});

describe('accountSlots', () => {
  it('domestic: the profile shows the phone, the menu offers no activation code', async () => {
    const slots = accountSlots({ features: PREVIEW_BUILDS.cn.features, ...hosts });
    const { unmount } = renderAuth(<slots.UserInfoPanel onClose={vi.fn()} />, { user: sampleUser });
    expect(screen.getByLabelText('Phone number')).toHaveValue('13800138000');
    unmount();
    renderAuth(<slots.AccountMenu />, { user: sampleUser });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.queryByRole('menuitem', { name: 'Activation code' })).not.toBeInTheDocument();
  });

  it('overseas: no phone row, the menu offers the activation code, avatars come from the public base', async () => {
    const slots = accountSlots({ features: PREVIEW_BUILDS.global.features, ...hosts });
    const { unmount } = renderAuth(<slots.UserInfoPanel onClose={vi.fn()} />, { user: overseasUser, region: 'global' });
    expect(screen.getByLabelText('Nickname')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    unmount();
    const { container } = renderAuth(<slots.AccountMenu />, {
      user: { ...overseasUser, avatar_url: KEY },
      region: 'global',
    });
    expect(container.querySelector('.fw-auth-menu__trigger img')).toHaveAttribute('src', `/api/storage/public/${KEY}`);
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Activation code' })).toBeInTheDocument();
    expect(slots.CodePanel).toBe(CodePanel);
  });
});
