import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { ChevronLeft, ChevronRight, Info, Play, Star } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { useImageSource } from '@/components/image-source';
import { href } from '@shared/config/paths';
import { TrailerOverlay, usePrefersReducedMotion } from '@/components/trailer';
import { useFormat, useT } from '@/lib/i18n';
import { leadImageDone } from '@/lib/startup';
import { backdropImage } from '@/lib/tmdb/images';
import { yearOf } from '@/lib/tmdb/types';
import type { MediaItem } from '@/lib/catalog';
import { LibraryToggle } from '../../library';
import { useSetting } from '@/lib/settings';
import { HeroTrailer, TrailerLookup } from './hero-trailer';
import styles from './hero.module.css';

export const HERO_SIZE = 5;
export const HERO_ADVANCE_MS = 300_000;

/** Previous/next wrap around the ends. */
export const wrapIndex = (index: number, length: number) =>
  length === 0 ? 0 : ((index % length) + length) % length;

export function HeroCarousel({ items }: { items: MediaItem[] }) {
  const t = useT();
  const slides = items.slice(0, HERO_SIZE);
  const [index, setIndex] = useState(0);
  const [changed, setChanged] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const current = slides[wrapIndex(index, slides.length)];

  useEffect(() => {
    if (reducedMotion || slides.length < 2) return;
    // Restarted by every slide change, so a manual move gets a full period too.
    const timer = setTimeout(() => {
      setChanged(true);
      setIndex((i) => wrapIndex(i + 1, slides.length));
    }, HERO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, reducedMotion, slides.length]);

  if (!current) return null;
  const go = (next: number) => {
    setChanged(true);
    setIndex(wrapIndex(next, slides.length));
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
    >
      <Slide key={`${current.type}-${current.id}`} item={current} fadeIn={changed} />
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('home.hero.previous')}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" size={30} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('home.hero.next')}
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" size={30} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={`${slide.type}-${slide.id}`}
                type="button"
                className={styles.dot}
                aria-label={t('home.hero.showSlide', { number: i + 1, title: slide.title })}
                aria-current={i === wrapIndex(index, slides.length) ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The hero's empty box, the same size as the carousel, shown while its titles load. */
export function HeroPlaceholder() {
  return <div className={styles.hero} data-testid="hero-placeholder" aria-hidden="true" />;
}

function Slide({ item, fadeIn }: { item: MediaItem; fadeIn: boolean }) {
  const t = useT();
  const { formatRating } = useFormat();
  const navigate = useNavigate();
  const autoplayTrailer = useSetting('autoplayTrailer');
  const muteTrailers = useSetting('muteTrailers');
  const reducedMotion = usePrefersReducedMotion();
  const [overlay, setOverlay] = useState(false);
  const year = yearOf(item.releaseDate);
  const backdrop = useImageSource(backdropImage(item.backdropPath));

  return (
    <div
      className={fadeIn ? `${styles.slide} ${styles.changed}` : styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={item.title}
    >
      <img
        ref={backdrop}
        className={styles.backdrop}
        fetchPriority="high"
        alt=""
        onLoad={leadImageDone}
        onError={leadImageDone}
      />
      {autoplayTrailer && !reducedMotion ? (
        <HeroTrailer item={item} initiallyMuted={muteTrailers} />
      ) : null}
      <div className={styles.shade} />
      <div className={styles.content}>
        <span className={styles.label}>
          {item.type === 'movie' ? t('home.hero.movie') : t('home.hero.tvSeries')}
        </span>
        <h2 className={styles.title}>
          <Link to={href.detail(item.type, item.id)}>{item.title}</Link>
        </h2>
        <p className={styles.meta}>
          <span className={styles.rating}>
            <Star aria-hidden="true" size={16} fill="currentColor" />
            <span className="visually-hidden">{t('home.hero.rating')} </span>
            {formatRating(item.voteAverage)}
          </span>
          {year ? <span>{year}</span> : null}
        </p>
        {item.overview ? <p className={styles.overview}>{item.overview}</p> : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="lg"
            className={styles.onMediaPrimary}
            // TV mode starts here (features/tv focuses a page's `data-autofocus` control).
            data-autofocus
            onClick={() => navigate(href.player(item.type, item.id))}
          >
            <Play aria-hidden="true" size={18} fill="currentColor" /> {t('home.hero.watchNow')}
          </Button>
          <LibraryToggle
            item={item}
            className={buttonClass('secondary', 'lg', styles.onMedia)}
            addLabel={t('home.hero.myList')}
          />
          <Button size="lg" className={styles.onMedia} onClick={() => setOverlay(true)}>
            <Info aria-hidden="true" size={18} /> {t('home.hero.moreInfo')}
          </Button>
        </div>
      </div>
      {overlay ? (
        <TrailerLookup item={item}>
          {(src, loading) =>
            src ? (
              <TrailerOverlay src={src} title={item.title} onClose={() => setOverlay(false)} />
            ) : loading ? null : (
              <NoTrailer onDone={() => navigate(href.detail(item.type, item.id))} />
            )
          }
        </TrailerLookup>
      ) : null}
    </div>
  );
}

/** Without a trailer, More Info still informs: it opens the detail page. */
function NoTrailer({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}
