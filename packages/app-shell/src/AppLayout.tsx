import { chooseLanguage, type Language, useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, Header, type HeaderLink, PageLoading, useHydrated } from '@framewise/ui-kit';
import { type ReactNode, Suspense } from 'react';
import { Link, matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';
import { useBuild } from './BuildContext';
import { DocumentTitle } from './DocumentTitle';
import { GlobalModals } from './GlobalModals';
import { localizedPath } from './language-path';
import { useScreenLoading } from './lazy-screen';
import { RouteErrorBoundary } from './RouteError';
import { renderRouterLink } from './RouterLink';
import type { RouteHandle } from './route-types';
import { ScrollToTop } from './ScrollToTop';
import { useSlots } from './slots';

const NAV = [
  { href: '/ai-video-generator', key: 'common:toolPages.aiVideo' },
  { href: '/vid2vid', key: 'common:toolPages.vid2vid' },
  { href: '/lip-sync', key: 'common:toolPages.lipsync' },
  { href: '/upscale', key: 'common:toolPages.upscale' },
  { href: '/gallery', key: 'nav.gallery' },
  { href: '/my-work', key: 'nav.myWork' },
  { href: '/member', key: 'nav.member' },
  { href: '/tutorials', key: 'nav.tutorials' },
] as const;

/**
 * The page frame: header (hidden per route), the routed page, the footer and the global modals. `pages` are its
 * child routes, matched here for their handles (works under the app's declarative router and the previews'
 * memory router alike).
 */
export function AppLayout({ pages }: { pages: RouteObject[] }) {
  const { t } = useTranslation(['app', 'common']);
  const build = useBuild();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { pathname, search } = location;
  const handles = (matchRoutes(pages, location) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
  const loading = useScreenLoading();
  const visibleHeader = useAppSelector((s) => s.ui.visibleHeader);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { FooterNotice, TaskFollower } = useSlots();
  const hideHeader = handles.some((handle) => handle.hideHeader);

  // The chosen language is cached, then the page opens at its URL in that language (its prerendered HTML).
  const onChooseLanguage = (language: Language) =>
    chooseLanguage(language, () =>
      window.location.assign(
        localizedPath(`${pathname}${search}`, language, build.urlLanguage ?? build.defaultLanguage),
      ),
    );

  const links: HeaderLink[] = NAV.map(({ href, key }) => ({
    href,
    label: t(key),
    active: pathname === href || pathname.startsWith(`${href}/`),
  }));

  return (
    <div className="fw-shell">
      <ScrollToTop />
      <DocumentTitle titleKey={handles.findLast((handle) => handle.titleKey)?.titleKey} />
      {visibleHeader && !hideHeader && (
        <Header
          brand={<span className="fw-shell__brand">{t(`brand.${build.brand}`)}</span>}
          homeHref={build.homePath}
          links={links}
          renderLink={renderRouterLink}
          onChooseLanguage={onChooseLanguage}
          actions={
            loggedIn ? (
              <AccountActions />
            ) : (
              <Button size="sm" onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>
                {t('nav.login')}
              </Button>
            )
          }
        />
      )}
      <main className="fw-shell__main" aria-busy={loading}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!hideHeader && (
        <footer className="fw-shell__footer">
          <Link to="/privacy">{t('footer.privacy')}</Link>
          <Link to="/terms">{t('footer.terms')}</Link>
          <span>{t('footer.copyright')}</span>
          {FooterNotice && <FooterNotice />}
        </footer>
      )}
      <GlobalModals />
      {loggedIn && TaskFollower && (
        <AfterHydration>
          <Suspense fallback={null}>
            <TaskFollower />
          </Suspense>
        </AfterHydration>
      )}
    </div>
  );
}

/**
 * A signed-in user's task tray and account menu. A page rendered for that user on the server leaves them out (their
 * code loads on use) and they appear once the app runs; the login button would be wrong there. Its own component:
 * the update that shows them re-renders it alone, not the layout above a page that may still be hydrating (React
 * would throw that page's server HTML away and render it again).
 */
function AccountActions() {
  const { AccountMenu, TaskTray } = useSlots();
  return (
    <AfterHydration>
      {TaskTray && (
        <Suspense fallback={null}>
          <TaskTray />
        </Suspense>
      )}
      {AccountMenu && (
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
      )}
    </AfterHydration>
  );
}

/** Its children once the app has hydrated (none in the server's HTML or in the render that hydrates it). */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
