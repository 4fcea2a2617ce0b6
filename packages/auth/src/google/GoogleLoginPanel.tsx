import '../auth.css';
import { Trans, useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { type ComponentType, useState } from 'react';
import { GoogleMarkIcon } from '../icons';
import { LoginLayout } from '../LoginLayout';
import { safeRedirectPath, takeLoginRedirect } from '../login-redirect';
import { markPendingLogin } from '../pending-login';
import { VideoBranding } from './VideoBranding';

/** The API path that starts Google sign-in (OpenID Connect); the server returns to `redirect` afterwards. */
export const GOOGLE_LOGIN_PATH = '/passport/google';

/** The sign-in start URL for a return path (an in-app path; anything else returns to the home page). */
export function googleLoginUrl(redirect: string): string {
  return `${GOOGLE_LOGIN_PATH}?redirect=${encodeURIComponent(safeRedirectPath(redirect) ?? '/')}`;
}

/** Where to come back to: the page that asked for login, else the page the modal was opened on. */
function returnPath(): string {
  const { pathname, search, hash } = window.location;
  return takeLoginRedirect() ?? `${pathname}${search}${hash}`;
}

export interface GoogleLoginPanelProps {
  termsHref?: string;
  privacyHref?: string;
  /** Full-page navigation; window.location.assign by default. */
  assign?: (url: string) => void;
}

/** The overseas login modal's content: the video branding and one Google button, with the legal links. */
export function GoogleLoginPanel({
  termsHref = '/terms',
  privacyHref = '/privacy',
  assign = (url) => window.location.assign(url),
}: GoogleLoginPanelProps) {
  const { t } = useTranslation('auth');
  const [leaving, setLeaving] = useState(false);

  const start = () => {
    setLeaving(true);
    // The session cookie comes back HttpOnly: this mark tells the returning page to load the user.
    markPendingLogin('google');
    assign(googleLoginUrl(returnPath()));
  };

  return (
    <LoginLayout branding={<VideoBranding />}>
      <div className="fw-auth-google">
        <div>
          <h2 className="fw-auth-heading">{t('google.title')}</h2>
          <p className="fw-auth-hint">{t('google.subtitle')}</p>
        </div>
        <Button
          size="lg"
          block
          className="fw-auth-google__button"
          loading={leaving}
          iconStart={<GoogleMarkIcon />}
          onClick={start}
        >
          {t('google.continue')}
        </Button>
        {leaving && (
          <p className="fw-visually-hidden" role="status">
            {t('google.redirecting')}
          </p>
        )}
        <p className="fw-auth-legal">
          <Trans
            t={t}
            i18nKey="google.legal"
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
              terms: <a href={termsHref} target="_blank" rel="noopener noreferrer" />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
              privacy: <a href={privacyHref} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </p>
      </div>
    </LoginLayout>
  );
}

/** The login slot of the overseas build. */
export function overseasLoginPanel(options: Omit<GoogleLoginPanelProps, 'assign'> = {}): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
  return function OverseasLogin() {
    return <GoogleLoginPanel {...options} />;
  };
}
