import './auth.css';
import { Trans, useTranslation } from '@framewise/i18n';

export interface PrivacyConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The privacy policy, opened in a new tab so the login stays where it is. */
  privacyHref?: string;
}

/** The privacy-agreement checkbox that gates sending a code, logging in and loading the QR code. */
export function PrivacyConsent({ checked, onChange, privacyHref = '/privacy' }: PrivacyConsentProps) {
  const { t } = useTranslation('auth');
  return (
    <label className="fw-auth-consent">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <Trans
          t={t}
          i18nKey="privacy.agree"
          components={{
            // Not <link>: Trans parses that HTML void element as empty, leaving the text outside the anchor.
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            policy: <a href={privacyHref} target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </span>
    </label>
  );
}
