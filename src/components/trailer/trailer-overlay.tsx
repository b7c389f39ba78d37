import { useId, useRef } from 'react';
import { X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { Dialog } from '../dialog';
import styles from './trailer-overlay.module.css';
import { TRAILER_SANDBOX } from './trailer-url';

interface TrailerOverlayProps {
  /** The embed address (see `trailerEmbedUrl`). */
  src: string;
  /** Names the dialog and the frame, e.g. the title of the film. */
  title: string;
  onClose: () => void;
}

/**
 * A dimmed full-cover layer holding the trailer at 90% of the window. The close button takes
 * focus, the page behind is inert, Escape or a press on the dimmed layer closes, and focus
 * returns to whatever opened it.
 */
export function TrailerOverlay({ src, title, onClose }: TrailerOverlayProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const headingId = useId();
  return (
    <Dialog
      variant="bare"
      labelledBy={headingId}
      onClose={onClose}
      initialFocus={closeRef}
      className={styles.dialog}
      layerClassName={styles.layer}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('components.trailer.title', { title })}
      </h2>
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        aria-label={t('components.trailer.close')}
        onClick={onClose}
      >
        <X aria-hidden="true" size={22} />
      </button>
      <iframe
        className={styles.frame}
        src={src}
        title={t('components.trailer.title', { title })}
        sandbox={TRAILER_SANDBOX}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </Dialog>
  );
}
