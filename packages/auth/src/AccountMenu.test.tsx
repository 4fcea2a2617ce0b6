import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu';
import { sampleUser } from './test-utils/fixtures';
import { renderAuth } from './test-utils/render';

describe('AccountMenu', () => {
  it('shows avatar, nickname and the points total; the menu opens the profile', async () => {
    const { store } = renderAuth(<AccountMenu />, { user: sampleUser });
    const trigger = screen.getByRole('button', { name: /^Account menu/ });
    expect(trigger).toHaveTextContent('小帧');
    expect(trigger).toHaveTextContent('120');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(screen.getByText('120 points')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Buy points' })).toHaveFocus();
    expect(within(menu).queryByRole('menuitem', { name: 'Activation code' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(store.getState().ui.visibleUserInfoModal).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("breaks the total down by bucket with each bucket's expiry", async () => {
    renderAuth(<AccountMenu />, { user: { ...sampleUser, permanentPoints: 100, vip_points: 0, dailyCount: 20 } });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const row = (label: string) => screen.getByText(label).closest('div');
    expect(row("Today's points")).toHaveTextContent('20 · Expire at 24:00');
    expect(row('Membership points')).toHaveTextContent('0 · Expire at month end');
    expect(row('Permanent points')).toHaveTextContent('100 · Never expire');
  });

  it('buys points right under the breakdown: the points modal opens and the menu closes', async () => {
    const { store } = renderAuth(<AccountMenu />, { user: sampleUser });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const buy = screen.getByRole('menuitem', { name: 'Buy points' });
    // Placed right after the breakdown, before the profile entry.
    expect(screen.getByText('Permanent points').compareDocumentPosition(buy)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(buy);
    expect(store.getState().ui.visiblePointModal).toBe(true);
    expect(store.getState().ui.visibleLoginModal).toBe(false);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('sends a visitor (a session that ended while the menu was shown) to the login modal instead', async () => {
    const { store } = renderAuth(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Buy points' }));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(store.getState().ui.visiblePointModal).toBe(false);
  });

  it('names Buy points in Chinese and Japanese', async () => {
    for (const [language, label] of [
      ['zh', '购买积分'],
      ['ja', 'ポイントを購入'],
    ] as const) {
      const { unmount } = renderAuth(<AccountMenu />, { user: sampleUser, language });
      await userEvent.click(screen.getByRole('button', { name: language === 'zh' ? /^账户菜单/ : /アカウント/ }));
      expect(screen.getByRole('menuitem', { name: label })).toBeVisible();
      unmount();
    }
  });

  it('offers the activation code where the build has it, and closes on Escape', async () => {
    const { store } = renderAuth(<AccountMenu activationCode />, { user: sampleUser, region: 'global' });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Activation code' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activation code' }));
    expect(store.getState().ui.visibleCodeModal).toBe(true);
  });

  it('logs out: server, user info, invite code, home page', async () => {
    localStorage.setItem('others-invite-code', 'FRIEND42');
    const server = createFakeServer({ 'POST /api/user/logout': ok(null) });
    const { store, navigations } = renderAuth(<AccountMenu />, { user: sampleUser, server });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(server.callsTo('POST /api/user/logout')).toHaveLength(1);
    expect(store.getState().user.uuid).toBe('');
    expect(localStorage.getItem('others-invite-code')).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('says so when logout fails, and keeps the user logged in', async () => {
    const server = createFakeServer({ 'POST /api/user/logout': fail(500, 'Database unavailable') });
    const { store } = renderAuth(<AccountMenu />, { user: sampleUser, server });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed. Please try again later.')).toBeInTheDocument();
    expect(store.getState().user.uuid).toBe(sampleUser.uuid);
  });

  it("shows a stored avatar key from the build's public base", () => {
    const key = 'user-avatar/u-7f3a9c/3f9a0c1d2b7e4f60.png';
    const { container } = renderAuth(<AccountMenu publicBase="/api/storage/public/" />, {
      user: { ...sampleUser, avatar_url: key },
    });
    expect(container.querySelector('.fw-auth-menu__trigger img')).toHaveAttribute('src', `/api/storage/public/${key}`);
  });

  it('falls back to a default name and the initial when the user has no nickname or avatar', () => {
    renderAuth(<AccountMenu />, { user: { ...sampleUser, nickname: '' } });
    expect(screen.getByRole('button', { name: /^Account menu/ })).toHaveTextContent('Creator');
    expect(screen.getByText('C')).toBeInTheDocument();
  });
});
