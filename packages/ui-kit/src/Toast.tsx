import { useTranslation } from '@framewise/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { TOAST_DURATION_MS, TOAST_MAX } from './tokens';
import { useHydrated } from './useHydrated';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  /** Already translated text. */
  text: string;
  /** One button after the text (already translated label); pressing it also dismisses the toast. */
  action?: { label: string; onClick(): void };
  /** Milliseconds this toast stays, when it needs longer than the brand's 3 s (one with an action, say). */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows a toast for 3 s and returns its id; with 5 already showing, the oldest leaves. */
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds each toast stays (brand rule: 3000). */
  duration?: number;
  /** Toasts on screen at once (brand rule: 5). */
  max?: number;
}

const ICONS = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon, info: InfoIcon } as const;

/** Hosts the toasts: top centre, 80 px from the top of the viewport, newest at the bottom of the stack. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, max = TOAST_MAX }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...options, id }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} duration={duration} onExpire={dismiss} />
    </ToastContext.Provider>
  );
}

/** show({type, text}) and dismiss(id); must be called under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

function ToastRegion({
  toasts,
  duration,
  onExpire,
}: {
  toasts: ToastEntry[];
  duration: number;
  onExpire: (id: number) => void;
}) {
  const { t } = useTranslation('ui');
  // The region is a portal into <body>: none on the server, and none while a prerendered page hydrates (the server
  // rendered none), so it appears right after.
  if (!useHydrated()) return null;
  return createPortal(
    <section className="fw-toast-region" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={duration} onExpire={onExpire} />
      ))}
    </section>,
    document.body,
  );
}

function ToastItem({
  toast,
  duration,
  onExpire,
}: {
  toast: ToastEntry;
  duration: number;
  onExpire: (id: number) => void;
}) {
  // Each toast owns its timer, so pushing out the oldest never restarts the others' clocks.
  const stay = toast.duration ?? duration;
  useEffect(() => {
    const timer = setTimeout(() => onExpire(toast.id), stay);
    return () => clearTimeout(timer);
  }, [toast.id, stay, onExpire]);

  const Icon = ICONS[toast.type];
  // Errors and warnings interrupt (alert); the rest wait politely (status).
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div className={`fw-toast fw-toast--${toast.type}`} role={urgent ? 'alert' : 'status'}>
      <Icon className="fw-toast__icon" />
      <span className="fw-toast__text">{toast.text}</span>
      {toast.action && (
        <button
          type="button"
          className="fw-toast__action"
          onClick={() => {
            toast.action?.onClick();
            onExpire(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
    </div>
  );
}
