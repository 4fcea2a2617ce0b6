import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { GiftCodeForm } from './GiftCodeForm';
import { useBuildFeatures } from './hooks';

/** Codes by build: the gift-code input, or the button that opens the activation-code modal (overseas). */
export function RedeemPanel() {
  const { t } = useTranslation('membership');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!useBuildFeatures().activationCode) {
    return (
      <>
        <h2 className="fw-pay-section__title">{t('gift.heading')}</h2>
        <GiftCodeForm />
      </>
    );
  }
  return (
    <>
      <h2 className="fw-pay-section__title">{t('activation.heading')}</h2>
      <p className="fw-pay-muted">{t('activation.hint')}</p>
      <Button
        variant="secondary"
        onClick={() => dispatch(loggedIn ? uiActions.setVisibleCodeModal(true) : uiActions.setVisibleLoginModal(true))}
      >
        {t('activation.open')}
      </Button>
    </>
  );
}
