import './auth.css';
import { errorMessage } from '@framewise/api-client';
import { ACTIVATION_CODE_MAX_LENGTH } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { redeemCode, useAppDispatch } from '@framewise/stores';
import { Button, useToast } from '@framewise/ui-kit';
import { type FormEvent, useId, useState } from 'react';

export interface CodePanelProps {
  onClose(): void;
}

/** The activation-code modal's content (overseas): one input, cancel and confirm; redeeming adds points. */
export function CodePanel({ onClose }: CodePanelProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { t: tValidation } = useTranslation('validation');
  const dispatch = useAppDispatch();
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
    setBusy(true);
    try {
      const result = await dispatch(redeemCode(value));
      const text =
        result.points > 0 || !result.vip_type ? t('code.success', { points: result.points }) : t('code.successPlan');
      toast.show({ type: 'success', text });
      onClose();
    } catch (err) {
      toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
      setBusy(false);
    }
  };

  return (
    <form className="fw-auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="fw-auth-field">
        <label className="fw-auth-field__label" htmlFor={inputId}>
          {t('code.label')}
        </label>
        <input
          id={inputId}
          className="fw-auth-input"
          value={code}
          maxLength={ACTIVATION_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('code.placeholder')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setEmpty(false);
          }}
        />
        {empty && (
          <p id={errorId} className="fw-auth-field__error" role="alert">
            {tValidation('activationCodeRequired')}
          </p>
        )}
      </div>
      <div className="fw-auth-actions">
        <Button variant="ghost" onClick={onClose}>
          {tCommon('actions.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {tCommon('actions.confirm')}
        </Button>
      </div>
    </form>
  );
}
