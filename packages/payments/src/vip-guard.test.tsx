import { createFakeServer, ok } from '@framewise/api-client/testing';
import { loginSucceeded, type VipGatedItem } from '@framewise/stores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { freeUser, proUser, vipOf, vipUser } from './test-utils/fixtures';
import { renderPayments } from './test-utils/render';
import { useVipItemGuard } from './vip-guard';

const inkWash: VipGatedItem = { title: 'Ink wash', label: 'VIP', isVip: true };
const filmGrain: VipGatedItem = { title: 'Film grain', label: 'Pro', isVip: true, isProVip: true };

function Picker({ onPicked }: { onPicked(title: string): void }) {
  const guard = useVipItemGuard();
  return (
    <>
      {[inkWash, filmGrain].map((item) => (
        <button key={item.title} type="button" onClick={() => guard(item) && onPicked(item.title)}>
          {item.title}
        </button>
      ))}
    </>
  );
}

function setup(user: typeof freeUser | undefined, language: 'en' | 'zh' = 'en') {
  const picked: string[] = [];
  const utils = renderPayments(<Picker onPicked={(title) => picked.push(title)} />, { user, language });
  return { ...utils, picked };
}

describe('useVipItemGuard', () => {
  it('refuses a VIP item to a free user with the text naming its title and label', async () => {
    const { picked } = setup(freeUser);
    await userEvent.click(screen.getByRole('button', { name: 'Ink wash' }));
    expect(
      await screen.findByText('"Ink wash" (VIP) is for subscribers only. Subscribe to use it.'),
    ).toBeInTheDocument();
    expect(picked).toEqual([]);
  });

  it('lets a VIP pick a VIP item but not a pro one', async () => {
    const { picked } = setup(vipUser, 'zh');
    await userEvent.click(screen.getByRole('button', { name: 'Ink wash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Film grain' }));
    expect(picked).toEqual(['Ink wash']);
    expect(await screen.findByText('「Film grain」（Pro）仅限专业版会员使用，请升级会员后再试。')).toBeInTheDocument();
  });

  it('lets a pro member pick both, and follows the loaded membership list', async () => {
    const { picked, store } = setup(proUser);
    await userEvent.click(screen.getByRole('button', { name: 'Film grain' }));
    expect(picked).toEqual(['Film grain']);

    // The list from /api/user/vipInfo wins over the user info once loaded: here the pro plan has ended.
    store.dispatch(loginSucceeded({ user: proUser, vip: vipOf(vipUser) }));
    await userEvent.click(screen.getByRole('button', { name: 'Film grain' }));
    expect(picked).toEqual(['Film grain']);
    expect(
      await screen.findByText('"Film grain" (Pro) is for Pro subscribers only. Upgrade your plan to use it.'),
    ).toBeInTheDocument();
  });

  it('decides from the store alone, without a request', () => {
    const server = createFakeServer({ 'GET /api/user/vipInfo': ok(vipOf(vipUser)) });
    renderPayments(<Picker onPicked={() => {}} />, { user: vipUser, server });
    expect(server.calls).toEqual([]);
  });
});
