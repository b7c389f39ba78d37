import { PlayCircle } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { MediaGrid, MediaGridItem } from '../../components/media-grid';
import { Page } from '../../components/page';
import { useSetting } from '@/lib/settings';
import { EmptyState } from './components/empty-state';
import { MediaCard } from './components/media-card';
import { ProgressBar } from './components/progress-bar';
import styles from './components/list-page.module.css';
import {
  type ContinueEntry,
  useContinueEntries,
  useContinueWatchingStore,
} from '@/lib/storage/video-lists';
import { continueEpisodeLabel } from './episode-label';

export default function ContinueRoute() {
  const t = useT();
  const entries = useContinueEntries();
  const gridSize = useSetting('gridSize');
  return (
    <Page heading={t('library.continue.heading')}>
      {entries.length === 0 ? (
        <EmptyState
          icon={<PlayCircle size={48} />}
          title={t('library.continue.empty')}
          hint={t('library.continue.emptyHint')}
        />
      ) : (
        <MediaGrid size={gridSize} label={t('library.continue.grid')}>
          {entries.map((entry) => (
            <MediaGridItem key={`${entry.type}-${entry.id}`}>
              <MediaCard
                item={entry}
                season={entry.season}
                episode={entry.episode}
                footer={<ContinueFooter entry={entry} />}
              />
            </MediaGridItem>
          ))}
        </MediaGrid>
      )}
    </Page>
  );
}

function ContinueFooter({ entry }: { entry: ContinueEntry }) {
  const t = useT();
  const percent = Math.round(entry.progress);
  const episode = continueEpisodeLabel(entry);
  return (
    <>
      <div className={styles.progressRow}>
        <span>{episode}</span>
        <span>{t('library.continue.watched', { percent })}</span>
      </div>
      <ProgressBar
        percent={percent}
        label={t('library.continue.progress', { title: entry.title })}
      />
      <Button
        size="sm"
        aria-label={t('library.continue.removeLabel', { title: entry.title })}
        onClick={() => useContinueWatchingStore.getState().actions.remove(entry)}
      >
        {t('library.continue.remove')}
      </Button>
    </>
  );
}
