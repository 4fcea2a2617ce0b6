import type { RenderLink } from '@framewise/ui-kit';
import { Link } from 'react-router';

/** Lets ui-kit components render links with the router, without ui-kit depending on it. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
