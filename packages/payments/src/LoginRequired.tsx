import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { uiActions, useAppDispatch } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { useEffect, useRef } from 'react';

/**
 * The points modal opened for a visitor (a buy button, ?openPointModal): purchase needs login, so
 * the login modal takes its place at once. The text and button stay as the fallback should the modal reopen.
 */
export function LoginRequired({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const swapped = useRef(false);
  useEffect(() => {
    if (swapped.current) return;
    swapped.current = true;
    onClose();
    dispatch(uiActions.setVisibleLoginModal(true));
  }, [onClose, dispatch]);
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
