import { RunningLevel, levellingGain, meanSquare } from '@/lib/audio/loudness';
import { SoundEdges } from '@/lib/audio/signal-watch';
import { TAP_BLOCK, createTap } from '@/lib/audio/tap';
import type { TrackInfo } from './playback-engine';

/** Every branch's usual delay: the look-ahead in which a hand-over is aligned (see README). */
export const BRANCH_DELAY = 0.2;
/** The delay line's length: a started next song waits in it until its place is known. */
export const MAX_BRANCH_DELAY = 1;
/** How fast the measured levelling gain moves (time constant, seconds). */
const LEVEL_GLIDE = 2;

/**
 * One of the engine's two players: a media element → its MediaElementAudioSourceNode → a
 * delay line → the levelling gain → the fade gain → the mix. A tap (AudioWorklet) before the
 * delay sees the song's samples a delay ahead of the listener: it finds where sound starts and
 * stops (for sample-exact hand-overs) and measures the running level (for levelling).
 */
export class AudioBranch {
  readonly element: HTMLAudioElement;
  readonly delay: DelayNode;
  readonly level: GainNode;
  readonly fade: GainNode;
  readonly edges = new SoundEdges();
  readonly running = new RunningLevel();
  url: string | null = null;
  track: TrackInfo = { album: null };
  levelling = true;
  /** Called after each tap block (the engine's clock: it runs in background tabs too). */
  onBlock: (time: number) => void = () => undefined;

  private readonly source: MediaElementAudioSourceNode;

  constructor(
    private readonly context: AudioContext,
    output: AudioNode,
  ) {
    this.element = new Audio();
    this.element.preload = 'auto';
    const source = context.createMediaElementSource(this.element);
    this.delay = context.createDelay(MAX_BRANCH_DELAY);
    this.delay.delayTime.value = BRANCH_DELAY;
    this.level = context.createGain();
    this.fade = context.createGain();
    source.connect(this.delay).connect(this.level).connect(this.fade).connect(output);

    this.source = source;
  }

  /** Starts the tap before the delay (once the tap module loaded). */
  attachTap(sink: AudioNode) {
    const seconds = TAP_BLOCK / this.context.sampleRate;
    createTap(this.context, this.source, sink, (samples, time) => {
      this.edges.feed(samples, time, this.context.sampleRate);
      if (!this.element.paused) {
        this.running.add(meanSquare(samples), seconds);
        this.glideLevel();
      }
      this.onBlock(time);
    });
  }

  /** Loads a song; the fade gain starts at `gain` (0 when it will fade in). */
  load(url: string, track: TrackInfo, gain: number) {
    this.url = url;
    this.track = track;
    this.running.reset();
    this.setLevel();
    this.setGain(gain);
    this.setDelay(BRANCH_DELAY);
    if (this.element.getAttribute('src') !== url || this.element.error) {
      this.element.src = url;
      this.element.load();
    } else if (this.element.currentTime !== 0) this.element.currentTime = 0;
  }

  get isPlaying() {
    return !this.element.paused && !this.element.ended;
  }

  /** Seconds of the song left before the delay line (at the playback rate). */
  get remaining() {
    const { duration, currentTime, playbackRate } = this.element;
    return Number.isFinite(duration) ? (duration - currentTime) / (playbackRate || 1) : Infinity;
  }

  setDelay(seconds: number) {
    const value = Math.min(MAX_BRANCH_DELAY, Math.max(0, seconds));
    this.delay.delayTime.cancelScheduledValues(0);
    this.delay.delayTime.setValueAtTime(value, this.context.currentTime);
  }

  get delaySeconds() {
    return this.delay.delayTime.value;
  }

  setGain(value: number, at = this.context.currentTime) {
    this.fade.gain.cancelScheduledValues(0);
    this.fade.gain.setValueAtTime(value, at);
  }

  stop() {
    this.element.pause();
    this.setGain(0);
  }

  setLevelling(enabled: boolean) {
    this.levelling = enabled;
    this.setLevel();
  }

  private setLevel() {
    this.level.gain.cancelScheduledValues(0);
    this.level.gain.setValueAtTime(this.targetLevel(), this.context.currentTime);
  }

  /** A measured level moves the gain slowly; a ReplayGain tag fixes it from the start. */
  private glideLevel() {
    if (!this.levelling || typeof this.track.replayGainDb === 'number') return;
    const now = this.context.currentTime;
    // Twice a second is plenty for a glide of seconds, and keeps the param's timeline short.
    if (now - this.lastGlide < 0.5) return;
    this.lastGlide = now;
    this.level.gain.cancelScheduledValues(now);
    this.level.gain.setTargetAtTime(this.targetLevel(), now, LEVEL_GLIDE);
  }
  private lastGlide = -Infinity;

  private targetLevel() {
    return levellingGain({
      enabled: this.levelling,
      replayGainDb: this.track.replayGainDb,
      measuredLevelDb: this.running.db,
    });
  }
}
