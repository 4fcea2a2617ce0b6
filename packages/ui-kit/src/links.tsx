import type { MouseEventHandler, ReactNode } from 'react';

/** What ui-kit hands to a link renderer; an app maps it to its router's <Link to={href}>. */
export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLElement>;
}

/** Renders one link; lets ui-kit stay independent of any router. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** A plain anchor: full page navigation, fine for static pages and stories. */
export const renderAnchor: RenderLink = ({ href, className, children, onClick, ...aria }) => (
  <a href={href} className={className} onClick={onClick} {...aria}>
    {children}
  </a>
);
