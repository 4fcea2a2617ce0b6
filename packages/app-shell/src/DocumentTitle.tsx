import { type ParseKeys, useTranslation } from '@framewise/i18n';
import { useEffect } from 'react';
import { useBuild } from './BuildContext';

/** "<page> - <brand>" in the current language; the brand title alone where a route names no page. */
export function DocumentTitle({ titleKey }: { titleKey?: ParseKeys<'app'> | undefined }) {
  const { t } = useTranslation('app');
  const { title } = useBuild();
  const page = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = page ? `${page} - ${title}` : title;
  }, [page, title]);
  return null;
}
