import { useTranslation } from '@framewise/i18n';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './classNames';
import { focusableElements } from './focus';
import { CloseIcon } from './icons';
import { lockBodyScroll } from './scrollLock';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close icon and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for screen readers only; the close icon floats over the content (login's own layout). */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** Width in px; the modal never grows past the viewport. The login modal uses LOGIN_MODAL_WIDTH (900). */
  width?: number;
  closeOnBackdrop?: boolean;
  /** Receives focus on open; otherwise the first focusable element of the body, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Open modals, top last: only the top one takes focus, answers Esc and traps Tab. Ordered by nesting depth first,
 * because React runs a nested modal's effects before its parent's when both mount in the same commit.
 */
const openModals: Array<{ depth: number; overlay: HTMLElement | null }> = [];
const ModalDepth = createContext(0);

/**
 * Marks every open modal but the top one as covered (data-covered): its dialog is hidden while one is open over it,
 * so a flow of modals (choose, settle, pay) shows one dialog at a time instead of the edges of the ones below.
 */
function markCovered() {
  const top = openModals[openModals.length - 1];
  for (const entry of openModals) entry.overlay?.toggleAttribute('data-covered', entry !== top);
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  width = 480,
  closeOnBackdrop = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const depth = useContext(ModalDepth);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const entry = { depth, overlay: overlayRef.current };
    const isTop = () => openModals[openModals.length - 1] === entry;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(entry);
    openModals.sort((a, b) => a.depth - b.depth); // stable: siblings keep their opening order
    markCovered();
    const unlockScroll = lockBodyScroll();

    if (isTop()) {
      const initial = initialFocusRef?.current ?? (bodyRef.current && focusableElements(bodyRef.current)[0]) ?? dialog;
      initial.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(entry), 1);
      entry.overlay?.removeAttribute('data-covered');
      markCovered();
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [initialFocusRef, depth]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop press is a pointer shortcut; keyboards have Esc and the close button
    <div
      ref={overlayRef}
      className="fw-modal-overlay"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: dragging a text selection out must not.
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('fw-modal', hideTitle && 'fw-modal--bare', className)}
        style={{ width }}
      >
        <div className="fw-modal__header">
          <h2 id={titleId} className={cx('fw-modal__title', hideTitle && 'fw-visually-hidden')}>
            {title}
          </h2>
          <button
            type="button"
            className="fw-modal__close"
            aria-label={t('modal.close')}
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="fw-modal__body">
          <ModalDepth.Provider value={depth + 1}>{children}</ModalDepth.Provider>
        </div>
        {footer && <div className="fw-modal__footer">{footer}</div>}
      </dialog>
    </div>
  );
}
