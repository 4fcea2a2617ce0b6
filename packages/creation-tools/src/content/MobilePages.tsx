import './content.css';
import '../works/works.css';
import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { MyPointsBreakdown } from '@framewise/payments';
import MemberPage from '@framewise/payments/member-page';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, buttonClassName, Icon, type IconProps } from '@framewise/ui-kit';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toolRoute } from '../config/tools';
import { StatusBadge } from '../works/Badges';
import { EmptyState } from '../works/EmptyState';
import { ExampleArt } from '../works/ExampleArt';
import { useDownloadWork } from '../works/feedback';
import { DownloadIcon } from '../works/icons';
import { ListFooter } from '../works/ListFooter';
import { useLiveStatuses } from '../works/use-live-statuses';
import { useWorkPages } from '../works/use-work-pages';
import { WorkThumb } from '../works/WorkThumb';
import { aspectOf, isDownloadable } from '../works/work-media';

function BackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

/**
 * The /m/* pages' own compact bar in place of the site header (the route hides it): back to the page the user came
 * from inside the app, or to the home page when the page was opened directly (a WeChat return, a shared link).
 */
function MobileBar() {
  const { t } = useTranslation(['works', 'common']);
  const navigate = useNavigate();
  // React Router gives the first page of a visit the key 'default': there is nothing in the app to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <div className="fw-m-bar">
      <Link
        className="fw-m-bar__back"
        to="/"
        onClick={(event) => {
          if (!canGoBack) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        <BackIcon />
        {canGoBack ? t('mobile.back') : t('mobile.home')}
      </Link>
    </div>
  );
}

/** The frame of the /m/* pages: the app's dark theme, a compact bar with the way back, one narrow column. */
function MobileFrame({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="fw-m-page" aria-labelledby={title ? titleId : undefined}>
      <MobileBar />
      <div className="fw-m-page__inner">
        {title && <h1 id={titleId}>{title}</h1>}
        {children}
      </div>
    </section>
  );
}

function LoginCard({ text }: { text: string }) {
  const { t } = useTranslation(['works', 'common']);
  const dispatch = useAppDispatch();
  return (
    <div className="fw-m-card">
      <p className="fw-works-muted">{text}</p>
      <Button block onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>
        {t('mobile.loginAction')}
      </Button>
    </div>
  );
}

/** /m/member: the member page (plans, points, codes) in the phone layout; WeChat login returns here. */
export function MobileMemberPage() {
  return (
    <MobileFrame>
      <MemberPage />
    </MobileFrame>
  );
}

/** /m/point: the points breakdown with when each bucket expires, and buying more. */
export function MobilePointPage() {
  const { t } = useTranslation(['works', 'common']);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <MobileFrame title={t('mobile.pointTitle')}>
      {loggedIn ? (
        <>
          <div className="fw-m-card">
            <MyPointsBreakdown />
          </div>
          <div className="fw-m-actions">
            <Button block onClick={() => dispatch(uiActions.setVisiblePointModal(true))}>
              {t('mobile.buyPoints')}
            </Button>
            <Link className={buttonClassName({ variant: 'secondary', block: true })} to="/m/member">
              {t('mobile.toMember')}
            </Link>
          </div>
        </>
      ) : (
        <LoginCard text={t('mobile.pointLogin')} />
      )}
    </MobileFrame>
  );
}

/** /m/login: opens the login modal at once; once logged in, the ways on. */
export function MobileLoginPage() {
  const { t } = useTranslation(['works', 'common']);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(uiActions.setVisibleLoginModal(true));
  }, [dispatch, loggedIn]);
  return (
    <MobileFrame title={t('mobile.loginTitle')}>
      {loggedIn ? (
        <div className="fw-m-card">
          <p>{t('mobile.loggedIn')}</p>
          <div className="fw-m-actions">
            <Link className={buttonClassName({ block: true })} to="/m/member">
              {t('mobile.toMember')}
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', block: true })} to="/my-work">
              {t('mobile.toWorks')}
            </Link>
          </div>
        </div>
      ) : (
        <LoginCard text={t('mobile.loginBody')} />
      )}
    </MobileFrame>
  );
}

function MusicWork({ work }: { work: Work }) {
  const { t, i18n } = useTranslation(['works', 'common']);
  const download = useDownloadWork();
  return (
    <li className="fw-m-card fw-m-work">
      <span className="fw-m-work__thumb">
        <WorkThumb work={work} aspect={aspectOf(work)} placeholder={<StatusBadge work={work} />} />
      </span>
      <div className="fw-m-work__body">
        <p className="fw-m-work__prompt">{work.prompt || t('common:tools.lipsync')}</p>
        <time className="fw-works-muted" dateTime={work.created_at}>
          {new Date(work.created_at).toLocaleString(i18n.language)}
        </time>
        {isDownloadable(work) ? (
          <Button size="sm" variant="secondary" iconStart={<DownloadIcon />} onClick={() => void download(work)}>
            {t('music.downloadVideo')}
          </Button>
        ) : work.status === TASK_STATUS.SUCCESS ? null : (
          <div>
            <StatusBadge work={work} />
          </div>
        )}
      </div>
    </li>
  );
}

function MusicList() {
  const { t } = useTranslation(['works', 'common']);
  const pages = useWorkPages({ scope: 'mine', tool: 'lipsync', limit: 20 });
  useLiveStatuses(pages.items, { onSettled: pages.refresh });
  if (pages.items.length === 0 && pages.status === 'ready') {
    return (
      <EmptyState
        title={t('music.emptyTitle')}
        body={t('music.emptyBody')}
        art={<ExampleArt tool="lipsync" />}
        action={
          <Link className={buttonClassName()} to={toolRoute('lipsync')}>
            {t('music.emptyAction')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {pages.items.length > 0 && (
        <ul className="fw-m-list">
          {pages.items.map((work) => (
            <MusicWork key={work.id} work={work} />
          ))}
        </ul>
      )}
      {pages.items.length === 0 && pages.status !== 'failed' ? (
        <p className="fw-works-muted">{t('list.loading')}</p>
      ) : (
        <ListFooter pages={pages} onMore={pages.loadMore} onRetry={pages.retry} />
      )}
    </>
  );
}

/** /m/music-download: the user's lip-sync videos (each carries the uploaded audio), ready to download. */
export function MusicDownloadPage() {
  const { t } = useTranslation(['works', 'common']);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <MobileFrame title={t('music.title')}>
      <p className="fw-works-muted">{t('music.subtitle')}</p>
      {loggedIn ? <MusicList /> : <LoginCard text={t('music.loginBody')} />}
    </MobileFrame>
  );
}
