import { bindEngine } from './engine-binding';
import { AudioEngine } from './playback-engine';
import { bindPlayerSettings } from './settings-binding';

let engine: AudioEngine | null = null;

/** The one audio element of the app, created on first use and kept across route changes. */
export function ensureAudioEngine(): AudioEngine {
  if (!engine) {
    engine = new AudioEngine();
    bindEngine(engine);
    bindPlayerSettings(engine);
  }
  return engine;
}
