import './auth.css';
import { useTranslation } from '@framewise/i18n';
import {
  logout,
  selectIsLoggedIn,
  selectTotalPoints,
  selectUser,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@framewise/stores';
import { useMenuButton, useToast } from '@framewise/ui-kit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { Avatar } from './Avatar';
import type { AvatarHosts } from './avatar-url';
import { PointsIcon } from './icons';
import { takeLoginNotice } from './session';

export interface AccountMenuProps extends AvatarHosts {
  /** Adds the activation-code entry (overseas). */
  activationCode?: boolean;
}

/**
 * The header's account area for a logged-in user: avatar, nickname and points (with buying more), profile and
 * logout.
 */
export function AccountMenu({ cdnHost, publicBase, activationCode = false }: AccountMenuProps) {
  const { t } = useTranslation('auth');
  const { t: tBalance } = useTranslation('membership', { keyPrefix: 'balance' });
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectUser);
  const points = useAppSelector(selectTotalPoints);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menu = useMenuButton();
  const [busy, setBusy] = useState(false);
  const name = user.nickname || t('account.defaultNickname');

  // A login that came back from another site (Google) finishes before React mounts: greet it here.
  useEffect(() => {
    if (takeLoginNotice()) toast.show({ type: 'success', text: t('login.success') });
  }, [toast, t]);

  const openModal = (action: UnknownAction) => {
    menu.setOpen(false);
    dispatch(action);
  };

  const onLogout = async () => {
    setBusy(true);
    try {
      await dispatch(logout());
    } catch {
      toast.show({ type: 'error', text: t('account.logoutFailed') });
      setBusy(false);
    }
  };

  return (
    <div className="fw-auth-menu" ref={menu.rootRef}>
      {/* Named by its visible text (name, points) after the hidden purpose, so voice control can say what it sees. */}
      <button {...menu.buttonProps} type="button" className="fw-auth-menu__trigger">
        <span className="fw-visually-hidden">{t('account.menu')}</span>
        <Avatar url={user.avatar_url} name={name} cdnHost={cdnHost} publicBase={publicBase} />
        <span className="fw-auth-menu__name">{name}</span>
        <span className="fw-auth-points">
          <PointsIcon />
          {points}
        </span>
      </button>
      {menu.open && (
        <div className="fw-auth-menu__list">
          <div className="fw-auth-menu__summary">
            <strong>{name}</strong>
            <span className="fw-auth-points">
              <PointsIcon />
              {t('account.pointsValue', { count: points })}
            </span>
            {/* The buckets behind the total, soonest-expiring first (docs/product.md, "Points"). */}
            <dl className="fw-auth-menu__breakdown">
              {(
                [
                  ['daily', user.dailyCount],
                  ['vip', user.vip_points],
                  ['permanent', user.permanentPoints],
                ] as const
              ).map(([bucket, amount]) => (
                <div key={bucket}>
                  <dt>{tBalance(bucket)}</dt>
                  <dd>
                    {amount} · <span className="fw-auth-menu__expiry">{tBalance(`${bucket}Expiry`)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div {...menu.menuProps} role="menu" aria-label={name} className="fw-auth-menu__items">
            {/* Right under the breakdown; a session that ended meanwhile gets the login modal instead. */}
            <button
              type="button"
              role="menuitem"
              className="fw-auth-menu__item fw-auth-menu__item--accent"
              onClick={() =>
                openModal(loggedIn ? uiActions.setVisiblePointModal(true) : uiActions.setVisibleLoginModal(true))
              }
            >
              <PointsIcon />
              {t('account.buyPoints')}
            </button>
            <button
              type="button"
              role="menuitem"
              className="fw-auth-menu__item"
              onClick={() => openModal(uiActions.setVisibleUserInfoModal(true))}
            >
              {t('account.profile')}
            </button>
            {activationCode && (
              <button
                type="button"
                role="menuitem"
                className="fw-auth-menu__item"
                onClick={() => openModal(uiActions.setVisibleCodeModal(true))}
              >
                {t('account.activationCode')}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              className="fw-auth-menu__item fw-auth-menu__item--danger"
              disabled={busy}
              onClick={() => void onLogout()}
            >
              {t('account.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
