import { useT } from '@/lib/i18n';
import ui from './ui.module.css';

/**
 * Stands where the listener's songs and playlists go while their stored collection is read (a
 * large one takes a moment), so a page never claims it is empty before it knows.
 */
export function CollectionLoading() {
  const t = useT();
  return (
    <div className={ui.loading} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      <span>{t('playlists.collectionLoading')}</span>
    </div>
  );
}
