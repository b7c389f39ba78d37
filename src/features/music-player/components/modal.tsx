import { useRef, type ReactNode } from 'react';
import { useModalFocus } from '@/components/dialog';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

interface ModalProps {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'dialog' | 'fullscreen';
}

/**
 * A modal dialog: focus moves in and is kept inside, Escape or the backdrop closes it,
 * and focus returns to whatever opened it.
 */
export function Modal({ labelledBy, onClose, children, variant = 'dialog' }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, { onClose });

  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={variant === 'fullscreen' ? styles.fullscreen : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
