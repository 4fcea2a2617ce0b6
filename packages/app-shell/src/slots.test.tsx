import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { PanelProps } from './slots';
import { renderShell } from './test-harness';

function FakeLogin({ onClose }: PanelProps) {
  return (
    <button type="button" onClick={onClose}>
      finish login
    </button>
  );
}

function FakeAccount() {
  return <span>my account</span>;
}

function FakePlans() {
  return <h1>Plans</h1>;
}

function FakeTray() {
  return <span>2 tasks running</span>;
}

let follows = 0;
function Follower() {
  useEffect(() => {
    follows += 1;
  }, []);
  return null;
}

let handlerMounts = 0;
function Handler() {
  useEffect(() => {
    handlerMounts += 1;
  }, []);
  return <span>return handled</span>;
}

describe('shell slots', () => {
  it('renders the build login panel inside the login modal and closes through it', async () => {
    const { store } = renderShell('/tutorials', { slots: { LoginPanel: FakeLogin } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'finish login' }));
    expect(store.getState().ui.visibleLoginModal).toBe(false);
  });
  it('shows the account menu slot for a logged-in user instead of the login button', async () => {
    renderShell('/tutorials', { user: { uuid: 'u1' }, slots: { AccountMenu: FakeAccount } });
    expect(await screen.findByText('my account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
  it('shows the task tray before the account menu and mounts the task follower once', async () => {
    follows = 0;
    renderShell('/tutorials', {
      user: { uuid: 'u1' },
      slots: { AccountMenu: FakeAccount, TaskTray: FakeTray, TaskFollower: Follower },
    });
    const tray = await screen.findByText('2 tasks running');
    const account = screen.getByText('my account');
    expect(tray.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(follows).toBe(1);
  });
  it('mounts neither task slot for a visitor', async () => {
    follows = 0;
    renderShell('/tutorials', { slots: { TaskTray: FakeTray, TaskFollower: Follower } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('2 tasks running')).not.toBeInTheDocument();
    expect(follows).toBe(0);
  });
  it('a flag-opened modal with a panel closes to redirectUrl through the panel', async () => {
    const { router } = renderShell('/member?openUserInfoModal=1&redirectUrl=%2Fmy-work', {
      slots: { UserInfoPanel: FakeLogin },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'finish login' }));
    expect(router.state.location.pathname).toBe('/my-work');
  });
  it('renders the return handler once beside the routes, lazily', async () => {
    handlerMounts = 0;
    renderShell('/m/member', { slots: { ReturnHandler: lazy(async () => ({ default: Handler })) } });
    expect(await screen.findByText('return handled')).toBeInTheDocument();
    expect(handlerMounts).toBe(1);
  });
  it('a page slot replaces the placeholder page of its route', async () => {
    renderShell('/member', { pages: { member: async () => ({ default: FakePlans }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  });
});
