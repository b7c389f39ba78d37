import { PlayCircle } from 'lucide-react';
import { Button } from '@/components/button';
import { MediaGrid, MediaGridItem } from '../../components/media-grid';
import { Page } from '../../components/page';
import { useSetting } from '../settings';
import { EmptyState } from './components/empty-state';
import { MediaCard } from './components/media-card';
import { ProgressBar } from './components/progress-bar';
import styles from './components/list-page.module.css';
import type { ContinueEntry } from './entry-schemas';
import { useContinueEntries, useContinueWatchingStore } from './watching.store';

export const episodeLabel = (entry: ContinueEntry) =>
  entry.type === 'tv' ? `S${entry.season ?? 1}E${entry.episode ?? 1}` : null;

export default function ContinueRoute() {
  const entries = useContinueEntries();
  const gridSize = useSetting('gridSize');
  return (
    <Page heading="Continue Watching">
      {entries.length === 0 ? (
        <EmptyState
          icon={<PlayCircle size={48} />}
          title="No content to continue"
          hint="Start watching something to see your progress here."
        />
      ) : (
        <MediaGrid size={gridSize} label="Continue watching">
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
  const percent = Math.round(entry.progress);
  const episode = episodeLabel(entry);
  return (
    <>
      <div className={styles.progressRow}>
        <span>{episode}</span>
        <span>{percent}% watched</span>
      </div>
      <ProgressBar percent={percent} label={`${entry.title} progress`} />
      <Button
        size="sm"
        aria-label={`Remove ${entry.title} from continue watching`}
        onClick={() => useContinueWatchingStore.getState().actions.remove(entry)}
      >
        Remove
      </Button>
    </>
  );
}
