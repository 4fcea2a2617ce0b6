import { INVITE_CODE_KEY } from '@framewise/stores';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './route-types';
import { createAppRoutes } from './routes';
import { overseasBuild, renderShell } from './test-harness';

const path = (router: ReturnType<typeof renderShell>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes', () => {
  it('domestic root redirects to /app/home and shows the home page', async () => {
    const { router } = renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/home');
  });
  it('overseas shows the home page at the root', async () => {
    const { router } = renderShell('/', { build: overseasBuild });
    expect(await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
  it('/middle keeps the query string on its way to /vid2vid', async () => {
    const { router } = renderShell('/middle?a=1&b=two');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video to Video' })).toBeInTheDocument();
    expect(path(router)).toBe('/vid2vid?a=1&b=two');
  });
  it.each(['/mx-video', '/mx-img-video'])('%s redirects to /ai-video-generator', async (from) => {
    const { router } = renderShell(`${from}?x=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Video Generator' })).toBeInTheDocument();
    expect(path(router)).toBe('/ai-video-generator?x=1');
  });
  it('an unknown path shows the not-found page', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
  it('the /m/* routes render without the header; others with it', async () => {
    renderShell('/m/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
  it('pages show the header with navigation', async () => {
    renderShell('/tutorials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorials' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderShell('/tutorials');
    await screen.findByRole('heading', { level: 1, name: 'Tutorials' });
    scrollTo.mockClear();
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
  it('sets the document title from the route', async () => {
    renderShell('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy - 帧意 Framewise'));
  });
  it('/pc/invited adds the user invite code to the query string', async () => {
    const { router } = renderShell('/pc/invited?from=share', { user: { uuid: 'u1', invite_code: 'ABC123' } });
    expect(await screen.findByText('Your invite code: ABC123')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/pc/invited?from=share&invite_code=ABC123'));
  });
  it('/passport/google exists only in the overseas build', async () => {
    renderShell('/passport/google');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

describe('global modals', () => {
  it('openPointModal opens the points modal; closing goes to redirectUrl', async () => {
    const { router, store } = renderShell('/member?openPointModal=1&redirectUrl=%2Fmy-work');
    const dialog = await screen.findByRole('dialog', { name: 'Buy points' });
    expect(store.getState().ui.visiblePointModal).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(path(router)).toBe('/my-work'));
    expect(store.getState().ui.visiblePointModal).toBe(false);
  });
  it('refuses a redirectUrl to another site with a message, and stays on the page', async () => {
    const { router } = renderShell('/member?openPointModal=1&redirectUrl=https%3A%2F%2Fevil.example%2Fphish');
    const dialog = await screen.findByRole('dialog', { name: 'Buy points' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('The link asked to go to another site, so you stay on this page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/member'));
  });
  it('openUserInfoModal opens the profile modal; closing without redirectUrl drops the flag', async () => {
    const { router } = renderShell('/tutorials?openUserInfoModal=1&a=2');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(path(router)).toBe('/tutorials?a=2');
  });
  it('openCodeModal opens the activation-code modal only in the overseas build', async () => {
    renderShell('/?openCodeModal=1', { build: overseasBuild });
    expect(await screen.findByRole('dialog', { name: 'Activation code' })).toBeInTheDocument();
  });
  it('openCodeModal does nothing in the domestic build', async () => {
    const { store } = renderShell('/app/home?openCodeModal=1');
    await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ });
    expect(store.getState().ui.visibleCodeModal).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('the header login button opens the login modal', async () => {
    renderShell('/tutorials');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('invite code capture', () => {
  it('stores invite_code for a visitor who is not logged in', async () => {
    renderShell('/app/home?invite_code=FRIEND1');
    await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ });
    expect(localStorage.getItem(INVITE_CODE_KEY)).toContain('FRIEND1');
  });
  it('ignores invite_code for a logged-in user', async () => {
    renderShell('/app/home?invite_code=FRIEND2', { user: { uuid: 'u2' } });
    await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ });
    expect(localStorage.getItem(INVITE_CODE_KEY) ?? '').not.toContain('FRIEND2');
  });
});

describe('a screen module with startData', () => {
  it("gives the route a handle that loads the module and starts the screen's first request", async () => {
    const startData = vi.fn();
    const routes = createAppRoutes(overseasBuild, {
      gallery: async () => ({ default: () => <p>gallery</p>, startData }),
      member: async () => ({ default: () => <p>member</p> }),
    });
    const handleOf = (path: string) =>
      (routes[0]?.children?.find((route) => route.path === path)?.handle ?? {}) as RouteHandle;
    const context = { dispatch: vi.fn(), search: new URLSearchParams('tag=anime') };
    await handleOf('gallery').startData?.(context);
    expect(startData).toHaveBeenCalledWith(context);
    // A module without it, and the built-in pages, start nothing of their own.
    await expect(handleOf('member').startData?.(context)).resolves.toBeUndefined();
    expect(handleOf('privacy').startData).toBeUndefined();
  });
});

describe('a screen module with askEarly', () => {
  it("gives its route, the home page's too, a handle that loads the module and starts its early requests", async () => {
    const askHome = vi.fn();
    const askTool = vi.fn();
    const routes = createAppRoutes(overseasBuild, {
      home: async () => ({ default: () => <p>home</p>, askEarly: askHome }),
      aiVideo: async () => ({ default: () => <p>tools</p>, askEarly: askTool }),
    });
    const children = routes[0]?.children ?? [];
    const home = (children.find((route) => route.index)?.handle ?? {}) as RouteHandle;
    const tool = (children.find((route) => route.path === 'ai-video-generator')?.handle ?? {}) as RouteHandle;
    const context = { dispatch: vi.fn(), search: new URLSearchParams('tool=img2video') };
    await home.askEarly?.(context);
    await tool.askEarly?.(context);
    expect(askHome).toHaveBeenCalledWith(context);
    expect(askTool).toHaveBeenCalledWith(context);
    // Asking early does not make the page one the web server renders with data.
    await expect(tool.startsData?.()).resolves.toBe(false);
  });
});
