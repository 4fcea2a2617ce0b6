import { NotFound } from '@framewise/ui-kit';
import { useBuild } from '../BuildContext';
import { renderRouterLink } from '../RouterLink';

export function NotFoundPage() {
  const { homePath } = useBuild();
  return <NotFound homeHref={homePath} renderLink={renderRouterLink} />;
}
