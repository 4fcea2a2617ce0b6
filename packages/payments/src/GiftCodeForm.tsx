import './payments.css';
import { errorMessage } from '@framewise/api-client';
import { ACTIVATION_CODE_MAX_LENGTH } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { redeemCode, selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, useToast } from '@framewise/ui-kit';
import { type FormEvent, useId, useState } from 'react';

/**
 * The domestic gift-code input: a non-empty code (at most 20 characters) is redeemed through /api/pay/exchange; a
 * toast says what it granted or shows the server's message. A visitor is asked to log in first.
 */
export function GiftCodeForm() {
  const { t } = useTranslation('membership');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const toast = useToast();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setEmpty(true);
      return;
    }
    if (!loggedIn) {
      dispatch(uiActions.setVisibleLoginModal(true));
      return;
    }
    setBusy(true);
    try {
      const result = await dispatch(redeemCode(value));
      const planOnly = result.points === 0 && !!result.vip_type;
      toast.show({
        type: 'success',
        text: planOnly ? t('gift.successPlan') : t('gift.success', { points: result.points }),
      });
      setCode('');
    } catch (err) {
      toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="fw-pay-code" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId}>{t('gift.label')}</label>
      <div className="fw-pay-code__row">
        <input
          id={inputId}
          className="fw-pay-input"
          value={code}
          maxLength={ACTIVATION_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('gift.placeholder')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setEmpty(false);
          }}
        />
        <Button type="submit" loading={busy}>
          {t('gift.submit')}
        </Button>
      </div>
      {empty && (
        <p id={errorId} className="fw-pay-error" role="alert">
          {t('gift.required')}
        </p>
      )}
    </form>
  );
}
