import { chooseLanguage, type Language, useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, Header, type HeaderLink, PageLoading } from '@framewise/ui-kit';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useBuild } from './BuildContext';
import { DocumentTitle } from './DocumentTitle';
import { GlobalModals } from './GlobalModals';
import { localizedPath } from './language-path';
import { renderRouterLink } from './RouterLink';
import type { RouteHandle } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { useSlots } from './slots';

const NAV = [
  { href: '/ai-video-generator', key: 'nav.aiVideo' },
  { href: '/vid2vid', key: 'nav.vid2vid' },
  { href: '/lip-sync', key: 'nav.lipSync' },
  { href: '/upscale', key: 'nav.upscale' },
  { href: '/gallery', key: 'nav.gallery' },
  { href: '/my-work', key: 'nav.myWork' },
  { href: '/member', key: 'nav.member' },
  { href: '/tutorials', key: 'nav.tutorials' },
] as const;

/** The page frame: header (hidden per route), the routed page, the footer and the global modals. */
export function AppLayout() {
  const { t } = useTranslation('app');
  const build = useBuild();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const visibleHeader = useAppSelector((s) => s.ui.visibleHeader);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { AccountMenu, FooterNotice, TaskTray, TaskFollower } = useSlots();
  const hideHeader = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideHeader);

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
      <DocumentTitle />
      {visibleHeader && !hideHeader && (
        <Header
          brand={<span className="fw-shell__brand">{t(`brand.${build.brand}`)}</span>}
          homeHref={build.homePath}
          links={links}
          renderLink={renderRouterLink}
          onChooseLanguage={onChooseLanguage}
          actions={
            loggedIn ? (
              <>
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
              </>
            ) : (
              <Button size="sm" onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>
                {t('nav.login')}
              </Button>
            )
          }
        />
      )}
      <main className="fw-shell__main" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
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
        <Suspense fallback={null}>
          <TaskFollower />
        </Suspense>
      )}
    </div>
  );
}
