import { type ParseKeys, useTranslation } from '@framewise/i18n';
import { captureInviteCode, selectIsLoggedIn, uiActions } from '@framewise/stores';
import { Modal } from '@framewise/ui-kit';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBuild } from './BuildContext';
import { type QueryModal, queryModalsOf } from './build-config';
import { useShellDispatch, useShellSelector } from './hooks';
import { closeTarget, hasFlag, MODAL_QUERY_FLAG } from './query-flags';

type ModalFlag = 'visibleLoginModal' | 'visibleUserInfoModal' | 'visiblePointModal' | 'visibleCodeModal';

const MODALS: Record<QueryModal | 'login', { flag: ModalFlag; title: ParseKeys<'app'>; width?: number }> = {
  login: { flag: 'visibleLoginModal', title: 'modals.login.title', width: 900 },
  userInfo: { flag: 'visibleUserInfoModal', title: 'modals.userInfo.title' },
  point: { flag: 'visiblePointModal', title: 'modals.point.title' },
  code: { flag: 'visibleCodeModal', title: 'modals.code.title' },
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
 * openCodeModal and, when they close, the page goes to redirectUrl. An invite_code in the URL is kept only for
 * visitors who are not logged in.
 */
export function GlobalModals() {
  const { t } = useTranslation('app');
  const build = useBuild();
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ui = useShellSelector((s) => s.ui);
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const offered = useMemo(() => queryModalsOf(build), [build]);

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
    if (openedByUrl) navigate(closeTarget(pathname, search, window.location.origin), { replace: true });
  };

  return (
    <>
      {(['login', ...offered] as const).map((modal) => {
        const { flag, title, width } = MODALS[modal];
        return (
          <Modal key={modal} open={ui[flag]} onClose={() => close(modal)} title={t(title)} width={width}>
            {modal === 'login' && <p>{t('modals.login.body')}</p>}
            <p className="fw-shell__muted">{t('modals.notReady')}</p>
          </Modal>
        );
      })}
    </>
  );
}
