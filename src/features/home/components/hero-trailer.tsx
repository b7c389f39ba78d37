import { useEffect, useState, type ReactNode } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { TRAILER_SANDBOX, pickTrailer, trailerEmbedUrl } from '@/components/trailer';
import { useConfig } from '@/config/config-context';
import { useLocale, useT } from '@/lib/i18n';
import { log } from '@/lib/log';
import { useQuietPage } from '@/lib/startup';
import { useMediaDetails, type MediaItem } from '@/lib/catalog';
import styles from './hero.module.css';

/** A slide's trailer replaces its backdrop two seconds after the slide shows. */
export const HERO_TRAILER_DELAY_MS = 2000;

interface HeroTrailerProps {
  item: MediaItem;
  initiallyMuted: boolean;
}

/**
 * Waits two seconds on the slide, then looks up the title's videos and plays the chosen
 * trailer over the backdrop, with a mute toggle that rebuilds the embed address. The trailer
 * is a page of several hundred kB in live mode, so it also waits until the page has loaded and
 * gone idle, and stays away while the tab is hidden or the visitor saves data or is on 2g/3g.
 */
export function HeroTrailer({ item, initiallyMuted }: HeroTrailerProps) {
  const [due, setDue] = useState(false);
  const quiet = useQuietPage();
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), HERO_TRAILER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return due && quiet ? <TrailerFrame item={item} initiallyMuted={initiallyMuted} /> : null;
}

function TrailerFrame({ item, initiallyMuted }: HeroTrailerProps) {
  const base = useConfig().trailers.embedBaseUrl;
  const t = useT();
  const lang = useLocale();
  const [muted, setMuted] = useState(initiallyMuted);
  const { data, error } = useMediaDetails(item.type, item.id);
  useEffect(() => {
    // A failed trailer lookup is logged and the backdrop stays.
    if (error) log.warn('hero', 'trailer lookup failed:', error);
  }, [error]);
  const trailer = data ? pickTrailer(data.videos) : null;
  if (!trailer) return null;
  const src = trailerEmbedUrl(base, trailer.key, {
    muted,
    hero: { origin: window.location.origin },
    lang,
  });
  return (
    <>
      <iframe
        key={src}
        className={styles.trailer}
        src={src}
        title={t('home.hero.trailerFrame', { title: item.title })}
        tabIndex={-1}
        sandbox={TRAILER_SANDBOX}
        allow="autoplay; encrypted-media"
      />
      <button
        type="button"
        className={styles.mute}
        aria-label={muted ? t('home.hero.unmute') : t('home.hero.mute')}
        onClick={() => setMuted((m) => !m)}
      >
        {muted ? (
          <VolumeX aria-hidden="true" size={20} />
        ) : (
          <Volume2 aria-hidden="true" size={20} />
        )}
      </button>
    </>
  );
}

interface TrailerLookupProps {
  item: MediaItem;
  children: (src: string | null, loading: boolean) => ReactNode;
}

/** Looks up the trailer for the More Info overlay (unmuted: the user asked for it). */
export function TrailerLookup({ item, children }: TrailerLookupProps) {
  const base = useConfig().trailers.embedBaseUrl;
  const lang = useLocale();
  const { data, isPending } = useMediaDetails(item.type, item.id);
  const trailer = data ? pickTrailer(data.videos) : null;
  return (
    <>
      {children(
        trailer ? trailerEmbedUrl(base, trailer.key, { muted: false, lang }) : null,
        isPending,
      )}
    </>
  );
}
