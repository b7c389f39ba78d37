import { useId, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { buttonClass } from '../button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before a destructive action. Focus moves to Cancel (the safe choice), the
 * page behind is inert, Escape cancels, and focus returns to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={cancelRef}
      closeOnBackdrop={false}
      className={styles.box}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className={buttonClass()} onClick={onCancel}>
          {cancelLabel ?? t('components.dialog.cancel')}
        </button>
        <button type="button" className={buttonClass('dangerSolid')} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface AlertDialogProps {
  /** The alert's fixed text, word for word; it also names the dialog. */
  message: string;
  onClose: () => void;
  okLabel?: string;
}

/** The in-page `window.alert`: one message and one OK button, which takes focus. */
export function AlertDialog({ message, onClose, okLabel }: AlertDialogProps) {
  const t = useT();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      labelledBy={messageId}
      onClose={onClose}
      initialFocus={okRef}
      closeOnBackdrop={false}
      className={styles.box}
    >
      <p id={messageId} className={styles.alertMessage}>
        {message}
      </p>
      <div className={styles.actions}>
        <button ref={okRef} type="button" className={buttonClass('primary')} onClick={onClose}>
          {okLabel ?? t('components.dialog.ok')}
        </button>
      </div>
    </Dialog>
  );
}
