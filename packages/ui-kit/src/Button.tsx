import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './classNames';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container; otherwise the button is as wide as its label. */
  block?: boolean;
}

/** The button classes, for links that must look like buttons (NotFound's 'back home', router links). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonStyleOptions = {}): string {
  return cx('fw-button', `fw-button--${variant}`, `fw-button--${size}`, block && 'fw-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner over the label, keeps the width and blocks clicks. */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  iconStart,
  iconEnd,
  className,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(buttonClassName({ variant, size, block }), loading && 'fw-button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className="fw-button__content">
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading && (
        <span className="fw-button__spinner">
          <Spinner size="sm" decorative />
        </span>
      )}
    </button>
  );
}
