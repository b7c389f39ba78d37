import { useState } from 'react';
import { Button } from '@/components/button';
import { usePlaylists, type LocalPlaylist } from '@/features/music-library';
import { syncStats } from '../model/export-file';
import { EXPORT_MESSAGES, exportAllPlaylists, exportPlaylist } from '../model/export-actions';
import { countText } from '../model/playlist-ops';
import ui from './ui.module.css';
import styles from './import-export-dialog.module.css';

/** Sync stats (spec 3), then one file for everything or one per playlist. */
export function ExportPanel() {
  const playlists = usePlaylists();
  const [message, setMessage] = useState<string | null>(null);
  const stats = syncStats(playlists);

  const run = async (work: () => Promise<keyof typeof EXPORT_MESSAGES>) =>
    setMessage(EXPORT_MESSAGES[await work()]);

  return (
    <>
      <dl className={styles.stats} aria-label="Sync stats">
        <Stat label="Total playlists" value={stats.totalPlaylists} />
        <Stat label="Imported playlists" value={stats.importedPlaylists} />
        <Stat label="Modified in the last 7 days" value={stats.recentlyModified} />
        <Stat label="Total songs" value={stats.totalSongs} />
      </dl>
      <Button
        variant="primary"
        disabled={playlists.length === 0}
        onClick={() => void run(() => exportAllPlaylists(playlists))}
      >
        Export All Playlists
      </Button>
      {message ? (
        <p role="status" className={ui.hint}>
          {message}
        </p>
      ) : null}
      {playlists.length === 0 ? (
        <p className={ui.muted}>No playlists yet</p>
      ) : (
        <ul className={styles.list} aria-label="Playlists to export">
          {playlists.map((p) => (
            <ExportRow key={p.id} playlist={p} onExport={() => void run(() => exportPlaylist(p))} />
          ))}
        </ul>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ExportRow({ playlist, onExport }: { playlist: LocalPlaylist; onExport: () => void }) {
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span className={styles.itemName}>{playlist.name}</span>
        <span className={ui.hint}>{countText(playlist.songs.length, 'song', 'songs')}</span>
      </span>
      <Button aria-label={`Export ${playlist.name}`} onClick={onExport}>
        Export
      </Button>
    </li>
  );
}
