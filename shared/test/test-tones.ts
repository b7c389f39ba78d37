/**
 * Test audio: 16-bit mono WAV files of one sine that runs on across the files' boundaries
 * (each file starts at the phase where the one before stopped), so played back to back without
 * a gap they are one unbroken tone, and any gap or overlap shows in the output. Also a constant
 * level (DC), whose fades are easy to read sample by sample.
 */
export interface ToneOptions {
  sampleRate: number;
  frequency?: number;
  amplitude?: number;
  /**
   * Phase (radians) at the first sample. Not 0 by default: a file that starts on a zero
   * crossing starts with a silent sample, which a sound-edge detector cannot tell from a gap.
   */
  phase?: number;
}

function wav(samples: (i: number) => number, count: number, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + count * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, count * 2, true);
  for (let i = 0; i < count; i++) {
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples(i))) * 32767), true);
  }
  return buffer;
}

/** One WAV per entry of `seconds`, together one continuous sine. */
export function continuousTones(seconds: number[], options: ToneOptions): ArrayBuffer[] {
  const { sampleRate, frequency = 440, amplitude = 0.5, phase = 0.5 } = options;
  let offset = 0;
  return seconds.map((length) => {
    const count = Math.round(length * sampleRate);
    const start = offset;
    offset += count;
    return wav(
      (i) => amplitude * Math.sin(phase + (2 * Math.PI * frequency * (start + i)) / sampleRate),
      count,
      sampleRate,
    );
  });
}

/** A constant level for `seconds`. */
export const constantWav = (seconds: number, level: number, sampleRate: number) =>
  wav(() => level, Math.round(seconds * sampleRate), sampleRate);
