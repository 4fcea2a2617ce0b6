import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeWork, member } from '../works/test-utils/fixtures';
import { renderPage } from '../works/test-utils/render';
import { MobileLoginPage, MobilePointPage, MusicDownloadPage } from './MobilePages';
import { LIGHT_THEME_CLASS } from './use-light-theme';

describe('mobile pages', () => {
  it('/m/login opens the login modal for a visitor', () => {
    const { store } = renderPage(<MobileLoginPage />, { path: '/m/login' });
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(LIGHT_THEME_CLASS);
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
