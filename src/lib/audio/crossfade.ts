/**
 * How one song hands over to the next: crossfade with equal-power curves (the sum of the two
 * songs' power stays constant, so the middle does not dip), or gapless.
 */
export const MAX_CROSSFADE_SECONDS = 12;
/** A skip by hand fades quickly rather than cutting (a click) or taking the full crossfade. */
export const SKIP_FADE_SECONDS = 0.2;

/** The outgoing song's gain at `progress` (0 → 1) of the fade; the incoming one mirrors it. */
export const fadeOutGain = (progress: number) =>
  Math.cos((Math.min(1, Math.max(0, progress)) * Math.PI) / 2);
export const fadeInGain = (progress: number) =>
  Math.sin((Math.min(1, Math.max(0, progress)) * Math.PI) / 2);

/** A curve for `AudioParam.setValueCurveAtTime`: `points` values of one side of the fade. */
export function fadeCurve(direction: 'in' | 'out', points = 128): Float32Array {
  const curve = new Float32Array(points);
  for (let i = 0; i < points; i++) {
    const progress = i / (points - 1);
    curve[i] = direction === 'in' ? fadeInGain(progress) : fadeOutGain(progress);
  }
  return curve;
}

/** An equal-power fade of a gain from `at`, over `seconds` (`fadeCurve`). */
export function fadeGain(param: AudioParam, direction: 'in' | 'out', at: number, seconds: number) {
  param.cancelScheduledValues(0);
  try {
    param.setValueCurveAtTime(fadeCurve(direction), at, Math.max(0.01, seconds));
  } catch {
    // A curve overlapping another event throws; a plain ramp still ends where it should.
    param.linearRampToValueAtTime(direction === 'in' ? 1 : 0, at + seconds);
  }
}

export type Handover = { kind: 'gapless' } | { kind: 'fade'; seconds: number };

export interface HandoverContext {
  /** Crossfade setting in seconds (0: off). */
  crossfadeSeconds: number;
  /** Why the next song starts. */
  reason: 'ended' | 'skip' | 'repeat-one';
  /** Album ids of the song that ends and the one that starts (null when unknown). */
  fromAlbum: string | null;
  toAlbum: string | null;
}

/**
 * The rules: repeat-one restarts the song without a fade; consecutive songs of one album play
 * gapless (an album's tracks often run into each other); a skip by hand fades in 200 ms;
 * otherwise the crossfade setting decides, and 0 means gapless.
 */
export function planHandover(context: HandoverContext): Handover {
  if (context.reason === 'repeat-one') return { kind: 'gapless' };
  if (context.reason === 'skip') return { kind: 'fade', seconds: SKIP_FADE_SECONDS };
  const sameAlbum = context.fromAlbum !== null && context.fromAlbum === context.toAlbum;
  const seconds = Math.min(MAX_CROSSFADE_SECONDS, Math.max(0, context.crossfadeSeconds));
  if (sameAlbum || seconds === 0) return { kind: 'gapless' };
  return { kind: 'fade', seconds };
}
