import { bindPlayLog } from './play-log-binding';
import { AudioEngine, type PlaybackEngine } from './playback-engine';
import { bindPlayerSettings, musicAudioIsSameOrigin } from './settings-binding';
import { WebAudioEngine } from './web-audio-engine';

let engine: PlaybackEngine | null = null;

/**
 * Web Audio (gapless, crossfade, equaliser, levelling) where the browser has it and the audio
 * is same-origin; else the plain audio element, which plays everything without those.
 */
function createEngine(): PlaybackEngine {
  if (typeof AudioContext === 'function' && musicAudioIsSameOrigin()) {
    try {
      return new WebAudioEngine();
    } catch {
      // E.g. too many audio contexts: the plain element still plays.
    }
  }
  return new AudioEngine();
}

/**
 * The one audio engine of the app, created on first use and kept across route changes;
 * `connect` binds it to the player (the actions pass their own binding). Settings reach it here.
 */
export function ensureAudioEngine(connect: (engine: PlaybackEngine) => void) {
  if (engine) return;
  const created = createEngine();
  engine = created;
  connect(created);
  bindPlayerSettings(created);
  bindPlayLog();
  // Read-only diagnostics for the e2e suite and curious listeners (README: gapless).
  Object.assign(window, {
    reelbeatPlayback: { measuredGapsMs: () => created.measuredGapsMs?.() ?? [] },
  });
}
