import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type AccountModule, type AccountSlotsContext, lazyAccountSlots, lazySlot } from './account-slots';
import type { PanelProps } from './slots';

const context: AccountSlotsContext = {
  features: PREVIEW_BUILDS.global.features,
  cdnHost: '',
  publicBase: '/api/storage/public/',
};

function FakeMenu() {
  return <span>account menu</span>;
}

function FakeProfile({ onClose }: PanelProps) {
  return (
    <button type="button" onClick={onClose}>
      profile
    </button>
  );
}

function FakeCode() {
  return <span>activation code</span>;
}

function fakeAccountModule() {
  const accountSlots = vi.fn((_context: AccountSlotsContext) => ({
    AccountMenu: FakeMenu,
    UserInfoPanel: FakeProfile,
    CodePanel: FakeCode,
  }));
  const module: AccountModule = { accountSlots, bootstrapSession: () => async () => {} };
  return { module, accountSlots };
}

describe('lazyAccountSlots', () => {
  it('loads the account module on first render, once for every slot, with the build context', async () => {
    const { module, accountSlots } = fakeAccountModule();
    const load = vi.fn(async () => module);
    const slots = lazyAccountSlots(load, context);
    expect(load).not.toHaveBeenCalled();
    const { AccountMenu, UserInfoPanel, CodePanel } = slots;
    if (!AccountMenu || !UserInfoPanel || !CodePanel) throw new Error('account slots missing');
    render(
      <Suspense fallback={null}>
        <AccountMenu />
        <UserInfoPanel onClose={vi.fn()} />
        <CodePanel onClose={vi.fn()} />
      </Suspense>,
    );
    expect(await screen.findByText('account menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'profile' })).toBeInTheDocument();
    expect(screen.getByText('activation code')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(accountSlots).toHaveBeenCalledExactlyOnceWith(context);
  });

  it('leaves the code slot empty where the build has no activation codes', () => {
    const { module } = fakeAccountModule();
    const slots = lazyAccountSlots(async () => module, { ...context, features: PREVIEW_BUILDS.cn.features });
    expect(Object.keys(slots).sort()).toEqual(['AccountMenu', 'UserInfoPanel']);
  });
});

describe('lazySlot', () => {
  it('renders the loaded component with the slot props', async () => {
    const Panel = lazySlot(async () => FakeProfile);
    const onClose = vi.fn();
    render(
      <Suspense fallback={null}>
        <Panel onClose={onClose} />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'profile' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
