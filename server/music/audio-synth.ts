import { mulberry32 } from '../../shared/stable-random.ts';
import type { Mood } from './library-types.ts';

/**
 * Synthesises a short, distinct instrumental for a song: a seeded chord progression, bass and
 * melody whose tempo, scale and timbre follow the mood. Output is 16-bit mono PCM WAV at a low
 * sample rate, which every browser plays and which stays small (about 43 KB per second).
 */
export const SAMPLE_RATE = 22050;

interface MoodSound {
  bpm: [number, number];
  scale: number[];
  wave: 'sine' | 'triangle' | 'square' | 'saw';
  drums: boolean;
  attack: number;
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];

const SOUND: Record<Mood, MoodSound> = {
  'Pop Hits': { bpm: [108, 124], scale: MAJOR, wave: 'triangle', drums: true, attack: 0.01 },
  'Rock Classics': { bpm: [118, 140], scale: MINOR, wave: 'saw', drums: true, attack: 0.005 },
  'Chill Vibes': { bpm: [68, 84], scale: MAJOR, wave: 'sine', drums: false, attack: 0.06 },
  Electronic: { bpm: [122, 130], scale: MINOR, wave: 'square', drums: true, attack: 0.003 },
  'Morning Energy': { bpm: [126, 142], scale: MAJOR, wave: 'triangle', drums: true, attack: 0.01 },
  'Evening Mood': { bpm: [64, 80], scale: DORIAN, wave: 'sine', drums: false, attack: 0.08 },
};

const PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 3],
];

const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(wave: MoodSound['wave'], phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'square':
      return p < 0.5 ? 0.6 : -0.6;
    case 'saw':
      return Math.tanh(3 * (2 * p - 1)) * 0.7;
  }
}

function addNote(
  out: Float32Array,
  start: number,
  seconds: number,
  hz: number,
  gain: number,
  wave: MoodSound['wave'],
  attack: number,
) {
  const from = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor(seconds * SAMPLE_RATE);
  const attackSamples = Math.max(1, Math.floor(attack * SAMPLE_RATE));
  for (let i = 0; i < length && from + i < out.length; i++) {
    const envelope = Math.min(1, i / attackSamples) * Math.exp((-2.2 * i) / length);
    out[from + i]! += oscillator(wave, (hz * i) / SAMPLE_RATE) * gain * envelope;
  }
}

function addDrum(out: Float32Array, start: number, kind: 'kick' | 'hat', rand: () => number) {
  const from = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor((kind === 'kick' ? 0.18 : 0.05) * SAMPLE_RATE);
  let phase = 0;
  for (let i = 0; i < length && from + i < out.length; i++) {
    const t = i / length;
    if (kind === 'kick') {
      phase += (55 + 90 * (1 - t)) / SAMPLE_RATE;
      out[from + i]! += Math.sin(2 * Math.PI * phase) * 0.5 * (1 - t);
    } else {
      out[from + i]! += (rand() * 2 - 1) * 0.08 * (1 - t);
    }
  }
}

export function synthesiseSamples(seed: number, mood: Mood, seconds: number): Float32Array {
  const rand = mulberry32(seed * 2654435761);
  const sound = SOUND[mood];
  const bpm = sound.bpm[0] + Math.floor(rand() * (sound.bpm[1] - sound.bpm[0]));
  const beat = 60 / bpm;
  const root = 50 + Math.floor(rand() * 10);
  const progression = PROGRESSIONS[Math.floor(rand() * PROGRESSIONS.length)]!;
  const scale = sound.scale;
  const note = (degree: number) =>
    root + scale[((degree % 7) + 7) % 7]! + 12 * Math.floor(degree / 7);
  // One four-bar motif of eighth notes, varied on repeats so the piece does not loop exactly.
  const motif = Array.from({ length: 32 }, () => (rand() < 0.18 ? null : Math.floor(rand() * 8)));
  const out = new Float32Array(Math.floor(seconds * SAMPLE_RATE));

  const bars = Math.ceil(seconds / (beat * 4));
  for (let bar = 0; bar < bars; bar++) {
    const chord = progression[bar % 4]!;
    const barStart = bar * beat * 4;
    const variation = Math.floor(bar / 4) % 3;
    for (let b = 0; b < 4; b++) {
      const t = barStart + b * beat;
      addNote(out, t, beat * 0.95, freq(note(chord) - 12), 0.22, 'sine', 0.01);
      if (sound.drums) {
        if (b % 2 === 0 || mood === 'Electronic') addDrum(out, t, 'kick', rand);
        addDrum(out, t + beat / 2, 'hat', rand);
      }
    }
    for (const offset of [0, 2, 4]) {
      addNote(out, barStart, beat * 4, freq(note(chord + offset)), 0.06, 'sine', 0.2);
    }
    for (let e = 0; e < 8; e++) {
      const step = motif[(bar % 4) * 8 + e];
      if (step === null || step === undefined) continue;
      const degree = chord + step + (variation === 2 && e % 2 === 1 ? 2 : 0);
      const shift = variation === 1 ? 12 : 0;
      addNote(
        out,
        barStart + (e * beat) / 2,
        beat / 2,
        freq(note(degree) + shift),
        0.2,
        sound.wave,
        sound.attack,
      );
    }
  }
  const fade = Math.floor(0.6 * SAMPLE_RATE);
  for (let i = 0; i < fade && i < out.length; i++) {
    out[i]! *= i / fade;
    out[out.length - 1 - i]! *= i / fade;
  }
  return out;
}

export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0.95 ? 0.95 / peak : 1;
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i]! * scale));
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const synthesiseWav = (seed: number, mood: Mood, seconds: number) =>
  encodeWav(synthesiseSamples(seed, mood, seconds));
