import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, Film, Play, Star } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { useImageSource } from '@/components/image-source';
import { TrailerOverlay, pickTrailer, trailerEmbedUrl } from '@/components/trailer';
import { useConfig } from '@/config/config-context';
import { useLocale, useT } from '@/lib/i18n';
import { leadImageDone } from '@/lib/startup';
import { backdropImage, imageUrl, posterSrcSet } from '@/lib/tmdb/images';
import { yearOf } from '@/lib/tmdb/types';
import type { MediaDetails } from '@/lib/catalog';
import { RestrictedNotice } from '@/lib/content-restrictions';
import type { Verdict } from '@shared/content-ratings/ceiling';
import { LibraryToggle } from '../../library';
import { formatGenres, formatLanguage, formatRating, formatRuntime, formatStatus } from '../format';
import styles from './detail.module.css';

interface DetailHeaderProps {
  details: MediaDetails;
  onWatch: () => void;
  /** Over the profile's ceiling: its notice stands where Watch Now, My List and Trailer would. */
  blocked?: Verdict | null;
}

/** Backdrop, poster, title, facts and the Watch Now / library / trailer / back buttons. */
export function DetailHeader({ details, onWatch, blocked = null }: DetailHeaderProps) {
  const navigate = useNavigate();
  const base = useConfig().trailers.embedBaseUrl;
  const [trailerOpen, setTrailerOpen] = useState(false);
  const t = useT();
  const lang = useLocale();
  const trailer = pickTrailer(details.videos);
  const title = details.title || t('title.unknownTitle');
  const year = yearOf(details.releaseDate);
  const runtime = formatRuntime(details.runtime);
  const seasons = details.numberOfSeasons;
  const backdrop = useImageSource(backdropImage(details.backdropPath));
  const poster = useImageSource({
    src: imageUrl(details.posterPath, 'w342'),
    srcSet: posterSrcSet(details.posterPath),
    sizes: '(max-width: 768px) 140px, 240px',
  });

  return (
    <header className={styles.header}>
      <div className={styles.backdrop}>
        <img
          ref={backdrop}
          fetchPriority="high"
          alt=""
          className={styles.backdropImage}
          onLoad={leadImageDone}
          onError={leadImageDone}
        />
      </div>
      <button
        type="button"
        className={styles.back}
        aria-label={t('title.header.back')}
        onClick={() => navigate(-1)}
      >
        <ArrowLeft aria-hidden="true" size={20} />
      </button>
      <div className={styles.headerBody}>
        <img
          ref={poster}
          className={styles.poster}
          alt={t('title.header.poster', { title })}
          width={240}
          height={360}
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{title}</h1>
          {details.tagline ? <p className={styles.tagline}>{details.tagline}</p> : null}
          <ul className={styles.facts} aria-label={t('title.header.facts')}>
            <li className={styles.rating}>
              <Star aria-hidden="true" size={16} fill="currentColor" />
              <span className="visually-hidden">{t('title.header.rating')} </span>
              {formatRating(details.voteAverage)}
            </li>
            <li>{year ?? t('title.notAvailable')}</li>
            {runtime ? <li>{runtime}</li> : null}
            {details.type === 'tv' && seasons ? (
              <li>{t('title.header.seasons', { count: seasons })}</li>
            ) : null}
          </ul>
          <p className={styles.overview}>{details.overview || t('title.header.noOverview')}</p>
          {blocked ? (
            <RestrictedNotice verdict={blocked} />
          ) : (
            <div className={styles.actions}>
              {/* TV mode starts here (features/tv focuses a page's `data-autofocus` control). */}
              <Button variant="primary" size="lg" onClick={onWatch} data-autofocus>
                <Play aria-hidden="true" size={18} fill="currentColor" />{' '}
                {t('title.header.watchNow')}
              </Button>
              <LibraryToggle
                item={details}
                className={buttonClass('secondary', 'lg')}
                addLabel={t('title.header.addToLibrary')}
              />
              {trailer ? (
                <Button size="lg" onClick={() => setTrailerOpen(true)}>
                  <Film aria-hidden="true" size={18} /> {t('title.header.trailer')}
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {trailer && trailerOpen && !blocked ? (
        <TrailerOverlay
          src={trailerEmbedUrl(base, trailer.key, { muted: false, lang })}
          title={title}
          onClose={() => setTrailerOpen(false)}
        />
      ) : null}
    </header>
  );
}

/** Genres, Status, Production (first company) and Language (first spoken language). */
export function InfoGrid({ details }: { details: MediaDetails }) {
  const t = useT();
  const none = t('title.notAvailable');
  const rows: [string, string][] = [
    [t('title.info.genres'), formatGenres(details.genres.map((g) => g.name))],
    [t('title.info.status'), formatStatus(details.status)],
    [t('title.info.production'), details.productionCompanies[0] || none],
    [t('title.info.language'), formatLanguage(details.spokenLanguages[0])],
  ];
  return (
    <dl className={styles.infoGrid}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.infoItem}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
