import type { TrackAudio } from './library-types.ts';
import { synthesiseWav } from './audio-synth.ts';

/** Generated WAVs, made on first request and kept (least recently used first out) up to a byte cap. */
export class AudioCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  get(id: string, audio: Extract<TrackAudio, { kind: 'synth' }>): Buffer {
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const data = synthesiseWav(audio.seed, audio.mood, audio.seconds);
    this.entries.set(id, data);
    this.bytes += data.length;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes || key === id) break;
      this.entries.delete(key);
      this.bytes -= value.length;
    }
    return data;
  }
}
