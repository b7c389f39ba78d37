import { useState } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { usePlaylists, type PlaylistSummary } from '@/lib/storage/music-collection';
import { syncStats } from '../model/export-file';
import { EXPORT_MESSAGES, exportAllPlaylists, exportPlaylist } from '../model/export-actions';
import { playlistName } from '../model/display-name';
import ui from './ui.module.css';
import styles from './import-export-dialog.module.css';

/** Sync stats, then one file for everything or one per playlist. */
export function ExportPanel() {
  const t = useT();
  const playlists = usePlaylists();
  const [message, setMessage] = useState<string | null>(null);
  const stats = syncStats(playlists);

  const run = async (work: () => Promise<keyof typeof EXPORT_MESSAGES>) =>
    setMessage(EXPORT_MESSAGES[await work()]);

  return (
    <>
      <dl className={styles.stats} aria-label={t('playlists.export.stats')}>
        <Stat label={t('playlists.export.totalPlaylists')} value={stats.totalPlaylists} />
        <Stat label={t('playlists.export.importedPlaylists')} value={stats.importedPlaylists} />
        <Stat label={t('playlists.export.recentlyModified')} value={stats.recentlyModified} />
        <Stat label={t('playlists.export.totalSongs')} value={stats.totalSongs} />
      </dl>
      <Button
        variant="primary"
        disabled={playlists.length === 0}
        onClick={() => void run(exportAllPlaylists)}
      >
        {t('playlists.export.all')}
      </Button>
      {message ? (
        <p role="status" className={ui.hint}>
          {message}
        </p>
      ) : null}
      {playlists.length === 0 ? (
        <p className={ui.muted}>{t('playlists.emptyTitle')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('playlists.export.listLabel')}>
          {playlists.map((p) => (
            <ExportRow
              key={p.id}
              playlist={p}
              onExport={() => void run(() => exportPlaylist(p.id))}
            />
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

function ExportRow({ playlist, onExport }: { playlist: PlaylistSummary; onExport: () => void }) {
  const t = useT();
  const name = playlistName(playlist);
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        <span className={ui.hint}>{t('playlists.songCount', { count: playlist.songCount })}</span>
      </span>
      <Button aria-label={t('playlists.export.one', { name })} onClick={onExport}>
        {t('playlists.export.tab')}
      </Button>
    </li>
  );
}
