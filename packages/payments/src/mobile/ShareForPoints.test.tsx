import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyPointsBreakdown } from '../PointsBreakdown';
import { freeUser } from '../test-utils/fixtures';
import { renderPayments } from '../test-utils/render';
import { shareLink } from './share-bonus';
import type { WechatJsSdk } from './wechat-sdk';

afterEach(() => vi.restoreAllMocks());

function api(answers: { points: number; remaining: number }[]) {
  let daily = freeUser.dailyCount;
  return createFakeServer({
    'POST /api/user/shareBonus': () => {
      const answer = answers.shift() ?? { points: 0, remaining: 0 };
      daily += answer.points;
      return ok(answer);
    },
    'GET /api/user/info': () => ok({ ...freeUser, dailyCount: daily, totalPoints: freeUser.totalPoints + daily }),
    'GET /api/user/vipInfo': ok({ list: [] }),
  });
}

describe('ShareForPoints', () => {
  it('copies the invite link outside WeChat, and the granted points show in the breakdown; once a day', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = api([{ points: 5, remaining: 0 }]);
    renderPayments(<MyPointsBreakdown />, {
      server,
      user: freeUser,
      services: { surface: 'mobile', shareForPoints: true },
    });
    const today = () => screen.getByText("Today's points").closest('div')?.parentElement as HTMLElement;
    expect(today()).toHaveTextContent(String(freeUser.dailyCount));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link to share' }));
    expect(writeText).toHaveBeenCalledWith(shareLink(window.location.origin, freeUser.invite_code));
    expect(
      await screen.findByText('Link copied: paste it into a group chat. · +5 current-day points'),
    ).toBeInTheDocument();
    await waitFor(() => expect(today()).toHaveTextContent(String(freeUser.dailyCount + 5)));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link to share' }));
    expect(await screen.findByText('Today’s share bonus is used up. Come back tomorrow.')).toBeInTheDocument();
  });

  it('is not offered where the build does not say so', () => {
    renderPayments(<MyPointsBreakdown />, { server: api([]), user: freeUser });
    expect(screen.queryByTestId('share-for-points')).not.toBeInTheDocument();
  });

  it("inside WeChat signs the page, puts the link in WeChat's share menu, and a completed share claims the bonus", async () => {
    let menu: Parameters<WechatJsSdk['onMenuShareAppMessage']>[0] | undefined;
    const wx: Partial<WechatJsSdk> = {
      config: vi.fn(),
      ready: (fn) => fn(),
      error: () => {},
      onMenuShareAppMessage: (options) => {
        menu = options;
      },
    };
    // The browser loading WeChat's script: it defines window.wx and fires load.
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLScriptElement) {
        Object.assign(window, { wx });
        queueMicrotask(() => node.onload?.(new Event('load')));
        return node;
      }
      return append(node);
    });
    const server = api([{ points: 5, remaining: 0 }]);
    server.on('GET /api/user/getWechatTicket', ok({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }));
    renderPayments(<MyPointsBreakdown />, {
      server,
      user: freeUser,
      services: { surface: 'wechat', shareForPoints: true, wechatJsSdkUrl: 'https://res.wx.example/jweixin.js' },
    });
    await waitFor(() => expect(menu?.link).toBe(shareLink(window.location.origin, freeUser.invite_code)));
    expect(server.callsTo('GET /api/user/getWechatTicket')[0]?.query.url).toBe(window.location.href.split('#')[0]);
    expect(screen.queryByRole('button', { name: 'Copy the link to share' })).not.toBeInTheDocument();
    menu?.success?.({});
    expect(await screen.findByText('+5 current-day points')).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/shareBonus')).toHaveLength(1);
    delete (window as { wx?: unknown }).wx;
  });
});
