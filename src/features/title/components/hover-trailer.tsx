import { useEffect, useRef, useState } from 'react';
import {
  TRAILER_SANDBOX,
  pickTrailer,
  trailerEmbedUrl,
  usePrefersReducedMotion,
} from '@/components/trailer';
import { useConfig } from '@/config/config-context';
import { useT } from '@/lib/i18n';
import type { MediaItem } from '@/lib/tmdb/types';
import { useMediaDetails } from '@/lib/catalog';
import { useSetting } from '@/lib/settings';
import styles from './hover-trailer.module.css';

/** A card starts its trailer after one second of hover. */
export const CARD_TRAILER_DELAY_MS = 1000;

/** Hover previews are off with reduced motion, with thumbnails off, or with trailer autoplay off. */
export function useHoverTrailersEnabled(): boolean {
  const reduced = usePrefersReducedMotion();
  const thumbnails = useSetting('showThumbnails');
  const autoplay = useSetting('autoplayTrailer');
  return !reduced && thumbnails && autoplay;
}

/**
 * The content card's preview slot: after a steady 1 s hover over the card it fetches the title's
 * details (only then, so rows do not fetch every title) and plays its trailer muted.
 */
export function HoverTrailer({ item }: { item: MediaItem }) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const enabled = useHoverTrailersEnabled();

  useEffect(() => {
    // The card's title link covers the poster, so listen on the card itself.
    const card = anchorRef.current?.closest('article');
    if (!card || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHovered(true), CARD_TRAILER_DELAY_MS);
    };
    const leave = () => {
      clearTimeout(timer);
      setHovered(false);
    };
    // The slot is built by the hover itself (ContentCard), so the pointer may already be in.
    if (card.matches(':hover')) enter();
    card.addEventListener('mouseenter', enter);
    card.addEventListener('mouseleave', leave);
    return () => {
      clearTimeout(timer);
      card.removeEventListener('mouseenter', enter);
      card.removeEventListener('mouseleave', leave);
    };
  }, [enabled]);

  return (
    <span ref={anchorRef} className={styles.slot}>
      {enabled && hovered ? <PreviewFrame item={item} /> : null}
    </span>
  );
}

function PreviewFrame({ item }: { item: MediaItem }) {
  const base = useConfig().trailers.embedBaseUrl;
  const t = useT();
  const { data } = useMediaDetails(item.type, item.id);
  const trailer = data ? pickTrailer(data.videos) : null;
  if (!trailer) return null;
  return (
    <iframe
      className={styles.frame}
      src={trailerEmbedUrl(base, trailer.key, { muted: true })}
      title={t('title.trailer.preview', { title: item.title })}
      tabIndex={-1}
      aria-hidden="true"
      sandbox={TRAILER_SANDBOX}
      allow="autoplay; encrypted-media"
    />
  );
}
