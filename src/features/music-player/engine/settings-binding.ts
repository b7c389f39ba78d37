import type { Song } from '@/lib/music/types';
import { pickPlaybackUrl } from '@/lib/music/song-fields';
import { getSettings, useSettingsStore, type Settings } from '@/lib/settings';
import { usePlayerStore } from '../model/player.store';
import { clampVolume } from '../model/queue-ops';
import { getRuntimeConfig } from '@shared/config/runtime-config';
import type { AudioChainSettings, PlaybackEngine } from './playback-engine';
import { localAudioUrl } from '@/lib/music/local-audio';

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

/** The music service's settings from /config.json, or null before it is loaded (unit tests). */
function musicConfig() {
  try {
    return getRuntimeConfig().music;
  } catch {
    return null;
  }
}

/**
 * Whether every song's audio comes from this origin: Web Audio hears cross-origin audio as
 * silence, so the engine only runs on Web Audio then. The server's own routes always are;
 * a static host whose config points at another origin is not.
 */
export function musicAudioIsSameOrigin(): boolean {
  const base = musicConfig()?.baseUrl ?? '/';
  try {
    return new URL(base, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The address the engine plays: in live mode the server's same-origin stream of the chosen
 * quality (`/api/music/stream/{id}?quality=…`), so Web Audio may process it; offline the
 * library's own (already same-origin) address. Null for a song without audio.
 */
export function playbackUrl(song: Pick<Song, 'id' | 'downloadUrl'>): string | null {
  // A downloaded song plays from the device (an object URL: same-origin), with or without a
  // network, in the current song and when the next one is prepared.
  const local = localAudioUrl(song.id);
  if (local) return local;
  const direct = preferredStreamUrl(song);
  const config = musicConfig();
  if (!direct || config?.mode !== 'live' || !musicAudioIsSameOrigin()) return direct;
  const quality = STREAM_QUALITY[getSettings().defaultQuality];
  return `${config.baseUrl}/stream/${encodeURIComponent(song.id)}?quality=${quality}`;
}

/** Settings' crossfade, loudness levelling and equaliser, as the engine takes them. */
export const audioChainSettings = (settings: Settings): AudioChainSettings => ({
  crossfadeSeconds: settings.crossfadeSeconds,
  loudnessLevelling: settings.loudnessLevelling,
  eq: { preset: settings.eqPreset, bands: [...settings.eqBands], preampDb: settings.eqPreampDb },
});

const CHAIN_KEYS = [
  'crossfadeSeconds',
  'loudnessLevelling',
  'eqPreset',
  'eqBands',
  'eqPreampDb',
] as const satisfies readonly (keyof Settings)[];

const toPercent = (volume: number) => Math.round(volume * 100);

/**
 * Settings' volume (0-100) and the player bar's volume (0-1) are one value: either side moves
 * the other, and Settings wins at start. Playback speed goes to the audio element; crossfade,
 * loudness levelling and the equaliser go to the engine, live.
 * Returns a function that unbinds.
 */
export function bindPlayerSettings(engine: PlaybackEngine): () => void {
  const update = (patch: Partial<Settings>) => useSettingsStore.getState().actions.update(patch);
  const apply = (settings: Settings) => {
    if (toPercent(usePlayerStore.getState().volume) !== settings.volume) {
      usePlayerStore.setState({ volume: clampVolume(settings.volume / 100) });
    }
    engine.setPlaybackRate?.(settings.playbackSpeed);
    engine.configure?.(audioChainSettings(settings));
  };
  apply(getSettings());
  const offSettings = useSettingsStore.subscribe((state, previous) => {
    if (
      state.settings.volume !== previous.settings.volume ||
      state.settings.playbackSpeed !== previous.settings.playbackSpeed ||
      CHAIN_KEYS.some((key) => state.settings[key] !== previous.settings[key])
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
