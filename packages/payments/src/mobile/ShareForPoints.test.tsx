import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyPointsBreakdown } from '../PointsBreakdown';
import { freeUser } from '../test-utils/fixtures';
import { renderPayments } from '../test-utils/render';
import { shareLink } from './share-bonus';

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
});
