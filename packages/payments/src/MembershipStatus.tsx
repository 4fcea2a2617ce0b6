import './payments.css';
import { useTranslation } from '@framewise/i18n';
import {
  selectMemberships,
  selectUser,
  selectVipFlags,
  selectVipLoaded,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { useBuy } from './buy-actions';
import { formatDate } from './format';
import { useBuildFeatures } from './hooks';
import { usePlanName, useVipDisplayName } from './plan-name';

export interface MembershipStatusProps {
  /** The membership info could not be loaded ('failed to get membership info'). */
  failed?: boolean;
}

/**
 * Who the user is to the catalogue: a visitor (log in), a free user, or a member with their plans and end dates;
 * an overseas subscriber also gets the way to manage the subscription.
 */
export function MembershipStatus({ failed = false }: MembershipStatusProps) {
  const { t, i18n } = useTranslation('membership');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const flags = useAppSelector(selectVipFlags);
  const name = useVipDisplayName();
  const planName = usePlanName();
  const loaded = useAppSelector(selectVipLoaded);
  const memberships = useAppSelector(selectMemberships);
  const { manageSubscription } = useBuildFeatures();
  const buy = useBuy();
  const { t: tPay } = useTranslation('pay');

  if (!user.hasUserInfo) {
    return (
      <>
        <p className="fw-pay-muted">{t('status.visitor')}</p>
        <Button onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>{t('status.login')}</Button>
      </>
    );
  }

  // Until the list loads, the user info's highest plan and its end date stand in.
  const ends = loaded
    ? memberships.map((m) => ({
        key: `${m.vip_type}-${m.batch_type}`,
        name: planName({ type: m.vip_type, name: m.name }),
        date: m.expire,
      }))
    : user.vip_date
      ? [{ key: user.vip_type, name, date: user.vip_date }]
      : [];

  return (
    <>
      {flags.isVip ? (
        <p>
          <strong>{t('status.current', { name })}</strong>
        </p>
      ) : (
        <p className="fw-pay-muted">{t('status.free')}</p>
      )}
      {flags.isVip && ends.length > 0 && (
        <ul className="fw-pay-plan__benefits">
          {ends.map((end) => (
            <li key={end.key} className="fw-pay-muted">
              {t('status.expires', { name: end.name, date: formatDate(end.date, i18n.language) })}
            </li>
          ))}
        </ul>
      )}
      {manageSubscription && flags.isVip && (
        // Card subscriptions change cycle, preview and open the billing portal from the points modal.
        <Button variant="secondary" onClick={() => buy({ kind: 'manage' })}>
          {tPay('card.manage')}
        </Button>
      )}
      {failed && (
        <p className="fw-pay-error" role="alert">
          {t('status.vipInfoFailed')}
        </p>
      )}
    </>
  );
}
