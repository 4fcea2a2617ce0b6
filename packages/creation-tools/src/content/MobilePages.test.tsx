import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeWork, member } from '../works/test-utils/fixtures';
import { renderPage } from '../works/test-utils/render';
import { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage } from './MobilePages';
import { LIGHT_THEME_CLASS } from './use-light-theme';

describe('mobile pages', () => {
  it('/m/login opens the login modal for a visitor', () => {
    const { store } = renderPage(<MobileLoginPage />, { path: '/m/login' });
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the dark theme of the app on every /m/* page', () => {
    for (const [page, path] of [
      [<MobileLoginPage key="login" />, '/m/login'],
      [<MobilePointPage key="point" />, '/m/point'],
      [<MobileMemberPage key="member" />, '/m/member'],
      [<MusicDownloadPage key="music" />, '/m/music-download'],
    ] as const) {
      const { unmount } = renderPage(page, { path });
      expect(document.documentElement).not.toHaveClass(LIGHT_THEME_CLASS);
      unmount();
    }
  });

  it('offers the way home when the page was opened directly', async () => {
    const { router } = renderPage(<MobilePointPage />, { path: '/m/point' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the page the user came from inside the app', async () => {
    const { router } = renderPage(<MobilePointPage />, { path: '/m/point', route: '/m/:page' });
    await act(() => router.navigate('/m/other'));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/point');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('names the way back in Chinese and Japanese', () => {
    const zh = renderPage(<MobilePointPage />, { path: '/m/point', language: 'zh' });
    expect(screen.getByRole('link', { name: '首页' })).toBeInTheDocument();
    zh.unmount();
    renderPage(<MobilePointPage />, { path: '/m/point', language: 'ja' });
    expect(screen.getByRole('link', { name: 'ホーム' })).toBeInTheDocument();
  });

  it('/m/login shows the ways on once logged in', () => {
    const { store } = renderPage(<MobileLoginPage />, { path: '/m/login', user: member });
    expect(store.getState().ui.visibleLoginModal).toBe(false);
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/m/member');
  });

  it('/m/point shows the points breakdown and opens the points modal', async () => {
    const { store } = renderPage(<MobilePointPage />, { path: '/m/point', user: member });
    expect(screen.getByText('440')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy points' }));
    expect(store.getState().ui.visiblePointModal).toBe(true);
  });

  it('/m/point asks a visitor to log in', () => {
    renderPage(<MobilePointPage />, { path: '/m/point' });
    expect(screen.getByText('Log in to see your points')).toBeInTheDocument();
  });

  it('/m/music-download lists the lip-sync works with their downloads', async () => {
    const server = createFakeServer({
      'GET /api/images/list3': ok({
        items: [
          makeWork({ id: 'ls1', tool: 'lipsync', prompt: 'Birthday song' }),
          makeWork({
            id: 'ls2',
            tool: 'lipsync',
            prompt: 'Podcast intro',
            status: TASK_STATUS.QUEUED,
            url: null,
            cover: null,
          }),
        ],
        nextCursor: null,
      }),
      'GET /api/images/status2': ok([]),
    });
    renderPage(<MusicDownloadPage />, { server, path: '/m/music-download', user: member });
    expect(await screen.findByText('Birthday song')).toBeInTheDocument();
    expect(server.callsTo('GET /api/images/list3')[0]?.query).toMatchObject({ scope: 'mine', tool: 'lipsync' });
    expect(screen.getAllByRole('button', { name: 'Download video' })).toHaveLength(1);
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
  });

  it('/m/music-download explains lip-sync when there is nothing yet', async () => {
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [], nextCursor: null }),
      'GET /api/config/example': ok([]),
    });
    renderPage(<MusicDownloadPage />, { server, path: '/m/music-download', user: member });
    expect(await screen.findByRole('heading', { name: 'No lip-sync works yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try lip-sync' })).toHaveAttribute('href', '/lip-sync');
  });
});
