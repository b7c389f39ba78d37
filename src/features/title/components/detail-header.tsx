import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, Film, Play, Star } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { TrailerOverlay, pickTrailer, trailerEmbedUrl } from '@/components/trailer';
import { useConfig } from '@/config/config-context';
import { backdropUrl, imageUrl, posterSrcSet } from '@/lib/tmdb/images';
import { yearOf } from '@/lib/tmdb/types';
import type { MediaDetails } from '../../catalog';
import { LibraryToggle } from '../../library';
import { formatRating, formatRuntime } from '../format';
import styles from './detail.module.css';

interface DetailHeaderProps {
  details: MediaDetails;
  onWatch: () => void;
}

/** Backdrop, poster, title, facts and the Watch Now / library / trailer / back buttons. */
export function DetailHeader({ details, onWatch }: DetailHeaderProps) {
  const navigate = useNavigate();
  const base = useConfig().trailers.embedBaseUrl;
  const [trailerOpen, setTrailerOpen] = useState(false);
  const trailer = pickTrailer(details.videos);
  const title = details.title || 'Unknown Title';
  const year = yearOf(details.releaseDate);
  const runtime = formatRuntime(details.runtime);
  const seasons = details.numberOfSeasons;

  return (
    <header className={styles.header}>
      <div className={styles.backdrop}>
        <img src={backdropUrl(details.backdropPath)} alt="" className={styles.backdropImage} />
      </div>
      <button
        type="button"
        className={styles.back}
        aria-label="Go back"
        onClick={() => navigate(-1)}
      >
        <ArrowLeft aria-hidden="true" size={20} />
      </button>
      <div className={styles.headerBody}>
        <img
          className={styles.poster}
          src={imageUrl(details.posterPath, 'w342')}
          srcSet={posterSrcSet(details.posterPath)}
          sizes="(max-width: 768px) 140px, 240px"
          alt={`${title} poster`}
          width={240}
          height={360}
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{title}</h1>
          {details.tagline ? <p className={styles.tagline}>{details.tagline}</p> : null}
          <ul className={styles.facts} aria-label="Facts">
            <li className={styles.rating}>
              <Star aria-hidden="true" size={16} fill="currentColor" />
              <span className="visually-hidden">Rating </span>
              {formatRating(details.voteAverage)}
            </li>
            <li>{year ?? 'N/A'}</li>
            {runtime ? <li>{runtime}</li> : null}
            {details.type === 'tv' && seasons ? (
              <li>
                {seasons} {seasons === 1 ? 'Season' : 'Seasons'}
              </li>
            ) : null}
          </ul>
          <p className={styles.overview}>{details.overview || 'No description available.'}</p>
          <div className={styles.actions}>
            <Button variant="primary" size="lg" onClick={onWatch}>
              <Play aria-hidden="true" size={18} fill="currentColor" /> Watch Now
            </Button>
            <LibraryToggle
              item={details}
              className={buttonClass('secondary', 'lg')}
              addLabel="Add to Library"
            />
            {trailer ? (
              <Button size="lg" onClick={() => setTrailerOpen(true)}>
                <Film aria-hidden="true" size={18} /> Trailer
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {trailer && trailerOpen ? (
        <TrailerOverlay
          src={trailerEmbedUrl(base, trailer.key, { muted: false })}
          title={title}
          onClose={() => setTrailerOpen(false)}
        />
      ) : null}
    </header>
  );
}

/** Genres, Status, Production (first company) and Language (first spoken language). */
export function InfoGrid({ details }: { details: MediaDetails }) {
  const rows: [string, string][] = [
    ['Genres', details.genres.map((g) => g.name).join(', ') || 'N/A'],
    ['Status', details.status || 'N/A'],
    ['Production', details.productionCompanies[0] || 'N/A'],
    ['Language', details.spokenLanguages[0] || 'N/A'],
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
