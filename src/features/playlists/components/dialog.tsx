import { useEffect, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@/components/dialog';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra line under the title (e.g. the song being added). */
  description?: ReactNode;
}

/**
 * A modal dialog: focus moves in and stays inside, Escape or the backdrop closes it, and focus
 * returns to whatever opened it.
 */
export function Dialog({ title, onClose, children, description }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useModalFocus(panel, { onClose });

  useEffect(() => {
    // A press on the backdrop itself (not a drag that ends there) closes the dialog.
    const shade = backdrop.current;
    const onShadeDown = (event: MouseEvent) => event.target === shade && close.current();
    shade?.addEventListener('mousedown', onShadeDown);
    return () => shade?.removeEventListener('mousedown', onShadeDown);
  }, []);

  return createPortal(
    <div ref={backdrop} className={styles.backdrop}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={title}>
        <header className={styles.header}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            {description ? <div className={styles.description}>{description}</div> : null}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
