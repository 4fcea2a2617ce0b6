import { useTranslation } from '@framewise/i18n';
import type { InfoPageName } from '../route-types';

const WITH_BODY = new Set<InfoPageName>([
  'vid2vid',
  'aiVideo',
  'myWork',
  'member',
  'payResult',
  'tutorials',
  'privacy',
  'terms',
  'lipsync',
  'upscale',
  'gallery',
]);

/** A page whose full screen arrives with a later release: its title and what it is for, in the user's language. */
export function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation('app');
  return (
    <article className="fw-page fw-info">
      <h1>{t(`pages.${page}.title`)}</h1>
      {WITH_BODY.has(page) && <p>{t(`pages.${page as 'vid2vid'}.body`)}</p>}
      <p className="fw-shell__muted">{t('pages.comingTitle')}</p>
    </article>
  );
}
