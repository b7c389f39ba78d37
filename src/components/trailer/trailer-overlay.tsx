import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalFocus } from '../dialog';
import styles from './trailer-overlay.module.css';

interface TrailerOverlayProps {
  /** The embed address (see `trailerEmbedUrl`). */
  src: string;
  /** Names the dialog and the frame, e.g. the title of the film. */
  title: string;
  onClose: () => void;
}

/**
 * A dimmed full-cover layer holding the trailer at 90% of the window. The close button takes
 * focus, Tab stays inside, Escape closes, and focus returns to whatever opened it.
 */
export function TrailerOverlay({ src, title, onClose }: TrailerOverlayProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useModalFocus(dialogRef, { onClose, initialFocus: closeRef });

  useEffect(() => {
    // A click on the dimmed layer itself (not the frame) closes, as people expect of a lightbox.
    const layer = layerRef.current;
    const onLayerClick = (event: MouseEvent) => {
      if (event.target === layer) onCloseRef.current();
    };
    layer?.addEventListener('click', onLayerClick);
    return () => layer?.removeEventListener('click', onLayerClick);
  }, []);

  return createPortal(
    <div ref={layerRef} className={styles.layer}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`${title} trailer`}
      >
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Close trailer"
          onClick={onClose}
        >
          <X aria-hidden="true" size={22} />
        </button>
        <iframe
          className={styles.frame}
          src={src}
          title={`${title} trailer`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </div>,
    document.body,
  );
}
