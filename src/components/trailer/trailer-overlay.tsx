import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import styles from './trailer-overlay.module.css';

interface TrailerOverlayProps {
  /** The embed address (see `trailerEmbedUrl`). */
  src: string;
  /** Names the dialog and the frame, e.g. the title of the film. */
  title: string;
  onClose: () => void;
}

const FOCUSABLE = 'button, iframe, a[href], [tabindex]:not([tabindex="-1"])';

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

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    // A click on the dimmed layer itself (not the frame) closes, as people expect of a lightbox.
    const layer = layerRef.current;
    const onLayerClick = (event: MouseEvent) => {
      if (event.target === layer) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    layer?.addEventListener('click', onLayerClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layer?.removeEventListener('click', onLayerClick);
      opener?.focus?.();
    };
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

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
