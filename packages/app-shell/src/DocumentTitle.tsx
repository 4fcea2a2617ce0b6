import { useTranslation } from '@framewise/i18n';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBuild } from './BuildContext';
import type { RouteHandle } from './routes';

/** "<page> - <brand>" in the current language; the brand title alone where a route names no page. */
export function DocumentTitle() {
  const { t } = useTranslation('app');
  const { title } = useBuild();
  const matches = useMatches();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    | RouteHandle
    | undefined;
  const page = key?.titleKey ? t(key.titleKey) : '';
  useEffect(() => {
    document.title = page ? `${page} - ${title}` : title;
  }, [page, title]);
  return null;
}
