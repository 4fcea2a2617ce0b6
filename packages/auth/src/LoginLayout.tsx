import './auth.css';
import type { ReactNode } from 'react';

export interface LoginLayoutProps {
  /** The build's branding panel (left). */
  branding: ReactNode;
  /** The login form (right). */
  children: ReactNode;
}

/** Content of the 900 px login modal: branding on the left, the form on the right (the form alone on phones). */
export function LoginLayout({ branding, children }: LoginLayoutProps) {
  return (
    <div className="fw-auth-login">
      <div className="fw-auth-login__branding">{branding}</div>
      <div className="fw-auth-login__form">{children}</div>
    </div>
  );
}
