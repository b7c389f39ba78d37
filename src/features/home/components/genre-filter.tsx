import { scrollFadeClass, useScrollFade } from '@/components/scroll-fade';
import { useT } from '@/lib/i18n';
import type { Genre } from '@/lib/catalog';
import styles from '../home.module.css';

interface GenreFilterProps {
  genres: Genre[];
  /** null is "All". */
  selected: number | null;
  onSelect: (genreId: number | null) => void;
}

/** "Browse by Genre": All first, then every genre; the chosen one filters the rows. */
export function GenreFilter({ genres, selected, onSelect }: GenreFilterProps) {
  const t = useT();
  const fade = useScrollFade<HTMLDivElement>();
  const chips: { id: number | null; name: string }[] = [
    { id: null, name: t('home.genres.all') },
    ...genres,
  ];
  return (
    <section className={styles.genres} aria-labelledby="genre-filter-heading">
      <h2 id="genre-filter-heading" className={styles.sectionTitle}>
        {t('home.genres.title')}
      </h2>
      <div
        ref={fade}
        className={`${styles.chips} ${scrollFadeClass}`}
        role="group"
        aria-label={t('home.genres.label')}
      >
        {chips.map((genre) => (
          <button
            key={genre.id ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={genre.id === selected}
            onClick={() => onSelect(genre.id)}
          >
            {genre.name}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Keeps the loaded items whose genre_ids include the chosen genre (all of them for All). */
export function filterByGenre<T extends { genreIds: number[] }>(
  items: T[],
  genreId: number | null,
) {
  return genreId === null ? items : items.filter((item) => item.genreIds.includes(genreId));
}
