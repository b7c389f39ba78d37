import { MediaRow, MediaRowItem } from '@/components/row';
import { useT } from '@/lib/i18n';
import { useLeadImageHeld } from '@/lib/startup';
import { imageUrl } from '@/lib/tmdb/images';
import type { CastMember, MediaItem } from '@/lib/catalog';
import { PreviewCard } from './preview-card';
import styles from './detail.module.css';

export const CAST_LIMIT = 12;
export const SIMILAR_LIMIT = 20;

export function CastList({ cast }: { cast: CastMember[] }) {
  const t = useT();
  // The photos wait for the title's backdrop to paint on the first screen (lib/startup/lead-image.ts).
  const held = useLeadImageHeld();
  if (cast.length === 0) return null;
  return (
    <MediaRow title={t('title.cast.heading')} focusable>
      {cast.slice(0, CAST_LIMIT).map((person) => (
        <MediaRowItem key={`${person.id}-${person.character}`}>
          <figure className={styles.person}>
            <img
              className={styles.profile}
              src={held ? undefined : imageUrl(person.profilePath, 'w185')}
              alt=""
              loading="lazy"
              width={185}
              height={278}
            />
            <figcaption>
              <strong>{person.name || t('title.cast.unknown')}</strong>
              <span className={styles.muted}>{person.character || t('title.notAvailable')}</span>
            </figcaption>
          </figure>
        </MediaRowItem>
      ))}
    </MediaRow>
  );
}

export function SimilarRow({ items }: { items: MediaItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <MediaRow title={t('title.similar.heading')}>
      {items.slice(0, SIMILAR_LIMIT).map((item) => (
        <MediaRowItem key={`${item.type}-${item.id}`}>
          <PreviewCard item={item} />
        </MediaRowItem>
      ))}
    </MediaRow>
  );
}
