import { createI18n, I18nProvider } from '@framewise/i18n';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, useScreenLoading } from './lazy-screen';
import { RouteErrorBoundary } from './RouteError';
import { RoutedApp } from './routed-app';

describe('lazyScreen', () => {
  it('fetches the screen once, suspends until it is in, and says the page is busy meanwhile', async () => {
    let finish: (c: () => React.JSX.Element) => void = () => {};
    const load = vi.fn(() => new Promise<() => React.JSX.Element>((resolve) => (finish = resolve)));
    const Screen = lazyScreen(load);
    const busy = renderHook(() => useScreenLoading());
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {});
    expect(busy.result.current).toBe(true);
    await act(async () => finish(() => <p>screen</p>));
    expect(screen.getAllByText('screen')).toHaveLength(2);
    expect(busy.result.current).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded (what hydration needs)', async () => {
    const Screen = lazyScreen(async () => () => <p>ready</p>);
    await Screen.preload();
    render(<Screen />); // no Suspense boundary: a suspension would throw here
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('hands a failed fetch to the route error boundary, which tries again on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk gone')));
    const ui = (resetKey: string, child: React.ReactNode) => (
      <I18nProvider i18n={createI18n({ language: 'en' })}>
        <RouteErrorBoundary resetKey={resetKey}>
          <Suspense fallback={<p>loading</p>}>{child}</Suspense>
        </RouteErrorBoundary>
      </I18nProvider>
    );
    const { rerender } = render(ui('/a', <Screen />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    rerender(ui('/b', <p>other page</p>));
    expect(screen.getByText('other page')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('RoutedApp', () => {
  it('renders the matching route and hands out navigate', async () => {
    const onNavigate = vi.fn();
    const routes = [
      { path: '/', element: <p>home</p> },
      { path: '/b', element: <p>page b</p> },
    ];
    render(
      <MemoryRouter initialEntries={['/']}>
        <RoutedApp routes={routes} onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    await act(async () => onNavigate.mock.calls[0]?.[0]('/b'));
    expect(screen.getByText('page b')).toBeTruthy();
  });

  it('never calls what onNavigate returns (a setter returning navigate once made the clean-up navigate)', () => {
    const returned = vi.fn();
    const routes = [{ path: '/', element: <p>home</p> }];
    const { rerender, unmount } = render(
      <MemoryRouter>
        <RoutedApp routes={routes} onNavigate={() => returned} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <RoutedApp routes={routes} onNavigate={() => returned} />
      </MemoryRouter>,
    );
    unmount();
    expect(returned).not.toHaveBeenCalled();
  });
});
