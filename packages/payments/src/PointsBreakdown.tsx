import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { selectUser, sumPoints, useAppDispatch, useAppSelector } from '@framewise/stores';
import { cx } from '@framewise/ui-kit';
import { useMemo } from 'react';
import { ShareForPoints } from './mobile/ShareForPoints';

/** The three point buckets. */
export interface PointsBalance {
  /** Never expire. */
  permanent: number;
  /** Granted monthly with a plan; expire at month end. */
  vip: number;
  /** Granted at 00:00 and by sharing; expire at 24:00. */
  daily: number;
}

export interface PointsBreakdownProps {
  balance: PointsBalance;
  /** A smaller total: for menus and panels. */
  compact?: boolean;
  className?: string;
}

/** Total available points and what they are made of, each bucket with when it expires. */
export function PointsBreakdown({ balance, compact = false, className }: PointsBreakdownProps) {
  const { t } = useTranslation('membership');
  const total = sumPoints({
    permanentPoints: balance.permanent,
    vip_points: balance.vip,
    dailyCount: balance.daily,
  });
  const rows = [
    { key: 'daily', label: t('balance.daily'), expiry: t('balance.dailyExpiry'), value: balance.daily },
    { key: 'vip', label: t('balance.vip'), expiry: t('balance.vipExpiry'), value: balance.vip },
    {
      key: 'permanent',
      label: t('balance.permanent'),
      expiry: t('balance.permanentExpiry'),
      value: balance.permanent,
    },
  ];

  return (
    <section
      className={cx('fw-pay-points', compact && 'fw-pay-points--compact', className)}
      aria-label={t('balance.heading')}
    >
      <div className="fw-pay-points__total">
        <span className="fw-pay-muted">{t('balance.total')}</span>
        <strong className="fw-pay-points__total-value">{total}</strong>
      </div>
      {/* Soonest-expiring first: the order points are spent in. */}
      <dl className="fw-pay-points__list">
        {rows.map((row) => (
          <div key={row.key} className="fw-pay-points__row">
            <dt className="fw-pay-points__label">
              <span>{row.label}</span>
              <span className="fw-pay-points__expiry">{row.expiry}</span>
            </dt>
            <dd className="fw-pay-points__value">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The logged-in user's breakdown from the store, with sharing for current-day points where the build offers it
 * (its services say so); nothing for a visitor.
 */
export function MyPointsBreakdown(props: Omit<PointsBreakdownProps, 'balance'>) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const sharing = useMemo(() => dispatch((_d, _g, services) => services.shareForPoints === true), [dispatch]);
  if (!user.hasUserInfo) return null;
  return (
    <>
      <PointsBreakdown
        {...props}
        balance={{ permanent: user.permanentPoints, vip: user.vip_points, daily: user.dailyCount }}
      />
      {sharing && !props.compact && <ShareForPoints />}
    </>
  );
}
