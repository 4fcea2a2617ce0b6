import './works.css';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  body?: string;
  /** A picture of what the tool makes (ExampleArt). */
  art?: ReactNode;
  /** One way forward: a button or a link. */
  action?: ReactNode;
}

/** An empty list that shows what could be here and offers one way to get it. */
export function EmptyState({ title, body, art, action }: EmptyStateProps) {
  return (
    <div className="fw-works-state">
      {art && <div className="fw-works-state__art">{art}</div>}
      <h2 className="fw-works-state__title">{title}</h2>
      {body && <p className="fw-works-muted">{body}</p>}
      {action}
    </div>
  );
}
