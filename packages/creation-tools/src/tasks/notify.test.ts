import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askNotificationPermission,
  createTitleBadge,
  notifyTaskFinished,
  resetNotificationPermissionAsked,
} from './notify';
import { FakeNotification, setVisibility } from './test-utils/notifications';

afterEach(() => {
  setVisibility('visible');
  vi.unstubAllGlobals();
  resetNotificationPermissionAsked();
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
});

describe('finished-task notices', () => {
  it('asks for notification permission once, on the first submit', () => {
    vi.stubGlobal('Notification', FakeNotification);
    askNotificationPermission();
    askNotificationPermission();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('counts tasks finished while the tab is hidden in the title, and clears when it is shown', () => {
    document.title = 'Framewise';
    const badge = createTitleBadge();
    setVisibility('hidden');
    notifyTaskFinished({ title: 'Done', body: 'Text to Video', tag: 't1' }, badge);
    notifyTaskFinished({ title: 'Done', body: 'Text to Video', tag: 't2' }, badge);
    expect(document.title).toBe('(2) ✓ Framewise');
    setVisibility('visible');
    expect(document.title).toBe('Framewise');
    expect(badge.count()).toBe(0);
    badge.dispose();
  });

  it('marks the badge with ✕ once a task did not succeed', () => {
    document.title = 'Framewise';
    const badge = createTitleBadge();
    setVisibility('hidden');
    notifyTaskFinished({ title: 'Done', body: 'Upscale', tag: 't1' }, badge);
    expect(document.title).toBe('(1) ✓ Framewise');
    notifyTaskFinished({ title: 'Failed', body: 'Upscale', tag: 't2' }, badge, document, false);
    expect(document.title).toBe('(2) ✕ Framewise');
    setVisibility('visible');
    expect(document.title).toBe('Framewise');
    badge.dispose();
  });

  it('shows a browser notification when permitted and the tab is hidden, nothing while visible', () => {
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
    const badge = createTitleBadge();
    notifyTaskFinished({ title: 'Done', body: 'Upscale', tag: 't1' }, badge);
    expect(FakeNotification.shown).toEqual([]);
    setVisibility('hidden');
    notifyTaskFinished({ title: 'Done', body: 'Upscale', tag: 't1' }, badge);
    expect(FakeNotification.shown).toEqual([{ title: 'Done', options: { body: 'Upscale', tag: 't1' } }]);
    badge.dispose();
    FakeNotification.permission = 'default';
  });
});
