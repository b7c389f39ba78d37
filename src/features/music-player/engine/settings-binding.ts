import type { Song } from '@/lib/music/types';
import { pickPlaybackUrl } from '@/lib/music/song-fields';
import { getSettings, useSettingsStore, type Settings } from '../../settings';
import { setVolume, usePlayerStore } from '../model/player-store';
import type { PlaybackEngine } from './playback-engine';

/**
 * Settings' "Default quality" picks the music stream: video quality is the embed's own business,
 * so the one stream Reelbeat plays itself follows it (auto and 1080p: 320 kbps).
 */
export const STREAM_QUALITY: Record<Settings['defaultQuality'], string> = {
  auto: '320kbps',
  '1080p': '320kbps',
  '720p': '160kbps',
  '480p': '96kbps',
};

/** The stream of the chosen quality, else the spec's order (320, 160, the last entry). */
export function pickStreamUrl(song: Pick<Song, 'downloadUrl'>, quality: string): string | null {
  return (
    song.downloadUrl.find((link) => link.quality === quality && link.url)?.url ??
    pickPlaybackUrl(song)
  );
}

export const preferredStreamUrl = (song: Pick<Song, 'downloadUrl'>) =>
  pickStreamUrl(song, STREAM_QUALITY[getSettings().defaultQuality]);

const toPercent = (volume: number) => Math.round(volume * 100);

/**
 * Settings' volume (0-100) and the player bar's volume (0-1) are one value: either side moves
 * the other, and Settings wins at start. Playback speed goes to the audio element.
 * Returns a function that unbinds.
 */
export function bindPlayerSettings(engine: PlaybackEngine): () => void {
  const update = (patch: Partial<Settings>) => useSettingsStore.getState().actions.update(patch);
  const apply = (settings: Settings) => {
    if (toPercent(usePlayerStore.getState().volume) !== settings.volume) {
      setVolume(settings.volume / 100);
    }
    engine.setPlaybackRate?.(settings.playbackSpeed);
  };
  apply(getSettings());
  const offSettings = useSettingsStore.subscribe((state, previous) => {
    if (
      state.settings.volume !== previous.settings.volume ||
      state.settings.playbackSpeed !== previous.settings.playbackSpeed
    ) {
      apply(state.settings);
    }
  });
  const offPlayer = usePlayerStore.subscribe((state, previous) => {
    const percent = toPercent(state.volume);
    if (state.volume !== previous.volume && percent !== getSettings().volume) {
      update({ volume: percent });
    }
  });
  return () => {
    offSettings();
    offPlayer();
  };
}
