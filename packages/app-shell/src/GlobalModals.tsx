import { type ParseKeys, useTranslation } from '@framewise/i18n';
import { captureInviteCode, selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Modal, Spinner, useToast } from '@framewise/ui-kit';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBuild } from './BuildContext';
import { type QueryModal, queryModalsOf } from './build-config';
import { closeTarget, hasFlag, isRefusedRedirect, MODAL_QUERY_FLAG } from './query-flags';
import { type ShellSlots, useSlots } from './slots';

type ModalFlag = 'visibleLoginModal' | 'visibleUserInfoModal' | 'visiblePointModal' | 'visibleCodeModal';

const MODALS: Record<
  QueryModal | 'login',
  { flag: ModalFlag; title: ParseKeys<'app'>; slot: keyof ShellSlots; width?: number }
> = {
  login: { flag: 'visibleLoginModal', title: 'modals.login.title', slot: 'LoginPanel', width: 900 },
  userInfo: { flag: 'visibleUserInfoModal', title: 'modals.userInfo.title', slot: 'UserInfoPanel' },
  point: { flag: 'visiblePointModal', title: 'modals.point.title', slot: 'PointPanel' },
  code: { flag: 'visibleCodeModal', title: 'modals.code.title', slot: 'CodePanel' },
};

const setFlag = (flag: ModalFlag, value: boolean) => {
  const action = {
    visibleLoginModal: uiActions.setVisibleLoginModal,
    visibleUserInfoModal: uiActions.setVisibleUserInfoModal,
    visiblePointModal: uiActions.setVisiblePointModal,
    visibleCodeModal: uiActions.setVisibleCodeModal,
  }[flag];
  return action(value);
};

/**
 * The modals that open over any page. The URL opens them with openUserInfoModal / openPointModal /
 * openCodeModal and, when they close, the page goes to redirectUrl (refused with a message when it is another site). An invite_code in the URL is kept only for
 * visitors who are not logged in.
 */
export function GlobalModals() {
  const { t } = useTranslation('app');
  const build = useBuild();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ui = useAppSelector((s) => s.ui);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const offered = useMemo(() => queryModalsOf(build), [build]);
  const slots = useSlots();
  const toast = useToast();

  useEffect(() => {
    captureInviteCode(search, loggedIn);
    const params = new URLSearchParams(search);
    for (const modal of offered) {
      if (hasFlag(params, MODAL_QUERY_FLAG[modal])) dispatch(setFlag(MODALS[modal].flag, true));
    }
  }, [search, loggedIn, offered, dispatch]);

  const close = (modal: QueryModal | 'login') => {
    dispatch(setFlag(MODALS[modal].flag, false));
    const params = new URLSearchParams(search);
    const openedByUrl = modal !== 'login' && hasFlag(params, MODAL_QUERY_FLAG[modal]);
    if (!openedByUrl) return;
    // A redirectUrl to another site is refused (no open redirect), and the user is told why the page stays.
    if (isRefusedRedirect(search, window.location.origin))
      toast.show({ type: 'warning', text: t('modals.redirectRefused') });
    navigate(closeTarget(pathname, search, window.location.origin), { replace: true });
  };

  return (
    <>
      {(['login', ...offered] as const).map((modal) => {
        const { flag, title, width, slot } = MODALS[modal];
        const Panel = slots[slot] as ShellSlots['LoginPanel'];
        return (
          <Modal
            key={modal}
            open={ui[flag]}
            onClose={() => close(modal)}
            title={t(title)}
            width={width}
            hideTitle={Boolean(Panel) && modal === 'login'}
          >
            {Panel ? (
              <Suspense fallback={<Spinner />}>
                <Panel onClose={() => close(modal)} />
              </Suspense>
            ) : (
              <>
                {modal === 'login' && <p>{t('modals.login.body')}</p>}
                <p className="fw-shell__muted">{t('modals.notReady')}</p>
              </>
            )}
          </Modal>
        );
      })}
    </>
  );
}
