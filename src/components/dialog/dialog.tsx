import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n';
import styles from './dialog.module.css';

interface DialogBaseProps {
  onClose: () => void;
  /**
   * Without it, mounted means open. `false` keeps the `<dialog>` and its contents in the page,
   * closed (not drawn, not in the accessibility tree), so a dialog built ahead opens with
   * `showModal()` alone.
   */
  open?: boolean;
  children: ReactNode;
  /** `alertdialog` for a message that interrupts (an alert with one OK button). */
  role?: 'dialog' | 'alertdialog';
  /** `panel` is a centred card; `fullscreen` covers the window (Now Playing); `bare` draws nothing. */
  variant?: 'panel' | 'fullscreen' | 'bare';
  /** The panel's size and layout; without it the panel is a 30rem card with padding. */
  className?: string;
  describedBy?: string;
  /** What takes focus on open; defaults to `[data-autofocus]`, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A press on the dimmed area around the panel closes the dialog (default on). */
  closeOnBackdrop?: boolean;
  /** Extra class on the dimmed layer (a darker shade for a video). */
  layerClassName?: string;
}

/** Either the dialog draws the usual header from `title`, or it names an element of its own. */
type DialogProps = DialogBaseProps &
  (
    | { title: ReactNode; description?: ReactNode; closeLabel?: string; labelledBy?: never }
    | { labelledBy: string; title?: never; description?: never; closeLabel?: never }
  );

/**
 * The one modal of the app, a native `<dialog>` opened with `showModal()`: the browser makes the
 * rest of the page inert (focus and clicks stay inside) and turns Escape into `cancel`. Stacked
 * dialogs (a question over a dialog) answer Escape innermost first for the same reason. Focus
 * goes back to the opener when the dialog leaves or `open` turns false, since React removes it
 * without `close()`.
 */
export function Dialog(props: DialogProps) {
  const { onClose, children, role = 'dialog', variant = 'panel', className, open = true } = props;
  const { describedBy, initialFocus, closeOnBackdrop = true, layerClassName } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  const titleId = useId();
  const close = useRef(onClose);
  const backdropCloses = useRef(closeOnBackdrop);
  useEffect(() => {
    close.current = onClose;
    backdropCloses.current = closeOnBackdrop;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first =
      initialFocus?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? null;
    first?.focus();
    // Escape: the page decides whether the dialog goes away (React owns the mounting).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A browser may close without a cancellable `cancel` (a second Escape in a row). Its
    // `close` event comes a task later: one for a dialog opened again since then is stale.
    const onNativeClose = () => {
      if (!dialog.open) close.current();
    };
    // The `<dialog>` is the dimmed layer itself; the panel is its child. A press that starts on
    // the layer (not a drag that ends there) closes.
    const onLayerDown = (event: MouseEvent) => {
      if (event.target === dialog && backdropCloses.current) close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('mousedown', onLayerDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('mousedown', onLayerDown);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [initialFocus, open]);

  const labelledBy = props.labelledBy ?? titleId;
  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={[styles.layer, layerClassName].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <div
        className={
          variant === 'panel'
            ? `${styles.panel} ${className ?? styles.card}`
            : [variant === 'fullscreen' ? styles.fullscreen : null, className]
                .filter(Boolean)
                .join(' ')
        }
      >
        {props.title !== undefined ? (
          <header className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {props.title}
              </h2>
              {props.description ? (
                <div className={styles.description}>{props.description}</div>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={props.closeLabel ?? t('components.dialog.close')}
            >
              ×
            </button>
          </header>
        ) : null}
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
