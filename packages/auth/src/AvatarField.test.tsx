import type { UploadResult } from '@framewise/upload';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarField, trackUploads } from './AvatarField';
import { sampleUser } from './test-utils/fixtures';
import { renderAuth } from './test-utils/render';
import { scriptedUploader, storedAvatar } from './test-utils/upload';

const png = () => new File([new Uint8Array(8)], 'me.png', { type: 'image/png' });

describe('AvatarField', () => {
  it("is the upload package's avatar picker: hover-to-change over the current avatar, images up to WebP", () => {
    renderAuth(<AvatarField src="https://cdn.test/a.png" onUploaded={vi.fn()} onBusyChange={vi.fn()} />, {
      user: sampleUser,
    });
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(screen.getByTestId('avatar-input')).toHaveAttribute(
      'accept',
      '.png,.jpeg,.jpg,.webp,image/png,image/jpeg,image/webp',
    );
  });

  it('opens login instead of the file picker when the session is gone', async () => {
    const { store } = renderAuth(<AvatarField src="" onUploaded={vi.fn()} onBusyChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
  });
});

describe('trackUploads', () => {
  it('reports busy from the first upload until the last one settles, failures included', async () => {
    const answers: Array<{ resolve(r: UploadResult): void; reject(e: Error): void }> = [];
    const uploader = scriptedUploader(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));
    const busy = vi.fn();
    const tracked = trackUploads(uploader, busy);
    expect(tracked.drivers).toEqual(['local']);
    const first = tracked.upload(png(), { purpose: 'public' });
    const second = tracked.upload(png()).catch((err: unknown) => err);
    expect(busy.mock.calls).toEqual([[true]]);
    answers[0]?.resolve(storedAvatar('u1'));
    await expect(first).resolves.toEqual(storedAvatar('u1'));
    expect(busy.mock.calls).toEqual([[true]]);
    answers[1]?.reject(new Error('storage unavailable'));
    expect(await second).toEqual(new Error('storage unavailable'));
    expect(busy.mock.calls).toEqual([[true], [false]]);
    expect(uploader.uploads[0]?.options).toEqual({ purpose: 'public' });
  });
});
