import { MediaRow, MediaRowItem } from '@/components/row';
import { imageUrl } from '@/lib/tmdb/images';
import type { CastMember, MediaItem } from '../../catalog';
import { PreviewCard } from './preview-card';
import styles from './detail.module.css';

export const CAST_LIMIT = 12;
export const SIMILAR_LIMIT = 20;

export function CastList({ cast }: { cast: CastMember[] }) {
  if (cast.length === 0) return null;
  return (
    <MediaRow title="Cast" focusable>
      {cast.slice(0, CAST_LIMIT).map((person) => (
        <MediaRowItem key={`${person.id}-${person.character}`}>
          <figure className={styles.person}>
            <img
              className={styles.profile}
              src={imageUrl(person.profilePath, 'w185')}
              alt=""
              loading="lazy"
              width={185}
              height={278}
            />
            <figcaption>
              <strong>{person.name || 'Unknown'}</strong>
              <span className={styles.muted}>{person.character || 'N/A'}</span>
            </figcaption>
          </figure>
        </MediaRowItem>
      ))}
    </MediaRow>
  );
}

export function SimilarRow({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <MediaRow title="More Like This">
      {items.slice(0, SIMILAR_LIMIT).map((item) => (
        <MediaRowItem key={`${item.type}-${item.id}`}>
          <PreviewCard item={item} />
        </MediaRowItem>
      ))}
    </MediaRow>
  );
}
