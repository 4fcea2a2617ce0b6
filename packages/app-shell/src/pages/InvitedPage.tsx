import { useTranslation } from '@framewise/i18n';
import { selectUser, useAppSelector } from '@framewise/stores';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** /pc/invited: the user's invite code is added to the query string when there is one. */
export function InvitedPage() {
  const { t } = useTranslation('app');
  const code = useAppSelector(selectUser).invite_code;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (code && params.get('invite_code') !== code) {
      params.set('invite_code', code);
      navigate(`${pathname}?${params.toString()}`, { replace: true });
    }
  }, [code, pathname, search, navigate]);

  return (
    <article className="fw-page fw-info">
      <h1>{t('pages.invited.title')}</h1>
      <p>{t('pages.invited.body')}</p>
      <p className="fw-shell__muted">{code ? t('pages.invited.yourCode', { code }) : t('pages.invited.noCode')}</p>
    </article>
  );
}
