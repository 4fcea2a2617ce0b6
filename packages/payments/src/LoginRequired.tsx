import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { uiActions } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { usePaymentsDispatch } from './hooks';

/** What the points modal shows a visitor: purchase needs login (spec section 5), one press away. */
export function LoginRequired({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('pay');
  const dispatch = usePaymentsDispatch();
  return (
    <div className="fw-pay-flow">
      <p>{t('login.required')}</p>
      <div className="fw-pay-actions">
        <Button
          onClick={() => {
            onClose();
            dispatch(uiActions.setVisibleLoginModal(true));
          }}
        >
          {t('login.action')}
        </Button>
      </div>
    </div>
  );
}
