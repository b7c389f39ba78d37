import { FLAT_EQ } from '@/lib/audio/eq-settings';
import { AudioBranch } from './audio-branch';
import { ContextClock } from './context-clock';
import { MasterVolume } from './master-volume';
import { OutputChain } from './output-chain';
import { loadTaps } from '@/lib/audio/tap';
import { Handovers } from './handovers';
import { PlaybackRate, setElementRate } from './playback-rate';
import type {
  AudioChainSettings,
  NextTrack,
  PlaybackEngine,
  PlaybackEvents,
  TrackInfo,
} from './playback-engine';

/** Branches whose pause events come from our own load(), not from the listener. */
const loading = new WeakSet<AudioBranch>();
/** Branches muted by pause(), unmuted by the next play(). */
const pausedMuted = new WeakSet<AudioBranch>();

/**
 * The music engine on Web Audio: two media elements (A/B) whose branches meet in one mix →
 * equaliser → limiter (with levelling on) → master gain → speakers. The idle element loads
 * the next song ahead of time; `Handovers` starts it gapless or with a crossfade.
 */
export class WebAudioEngine implements PlaybackEngine {
  readonly context: AudioContext;
  readonly branches: readonly [AudioBranch, AudioBranch];
  readonly master: GainNode;
  active: AudioBranch;
  events: PlaybackEvents | null = null;
  settings: AudioChainSettings = { crossfadeSeconds: 0, loudnessLevelling: true, eq: FLAT_EQ };
  readonly chain: OutputChain;
  private readonly handovers: Handovers;
  private readonly clock: ContextClock;
  private readonly volume: MasterVolume;
  private readonly rate = new PlaybackRate((rate) => {
    for (const { element } of this.branches) setElementRate(element, rate);
  });

  constructor() {
    // Created inside the listener's first play click, so the browser lets it run.
    this.context = new AudioContext({ latencyHint: 'playback' });
    this.chain = new OutputChain(this.context);
    this.master = this.chain.master;
    this.clock = new ContextClock(this.context);
    this.volume = new MasterVolume(this.master.gain, this.context, this.clock);
    const { mix, sink } = this.chain;
    this.branches = [new AudioBranch(this.context, mix), new AudioBranch(this.context, mix)];
    this.active = this.branches[0];
    this.handovers = new Handovers(this);
    for (const branch of this.branches) this.listen(branch);
    // The taps (hand-overs, levelling, gap meter) start once their module loaded, well before
    // a first song ends; until then a song ends the plain way.
    this.ready = loadTaps(this.context).then(
      () => {
        // Created together, so the three taps count frames from one clock.
        this.chain.attachTap(this.context);
        for (const branch of this.branches) branch.attachTap(sink);
      },
      () => undefined,
    );
  }

  /** Resolves when the taps run. */
  readonly ready: Promise<void>;

  other(branch: AudioBranch) {
    return branch === this.branches[0] ? this.branches[1] : this.branches[0];
  }

  private listen(branch: AudioBranch) {
    const audio = branch.element;
    const isActive = () => branch === this.active;
    const time = () => {
      // What the listener hears is a delay behind the element.
      if (isActive()) {
        this.events?.onTime(Math.max(0, audio.currentTime - branch.delaySeconds), audio.duration);
      }
    };
    audio.addEventListener('timeupdate', time);
    audio.addEventListener('durationchange', time);
    audio.addEventListener('seeked', time);
    audio.addEventListener('playing', () => {
      loading.delete(branch);
      if (isActive()) this.events?.onStarted();
    });
    // A play or pause already reversed when its event arrives (two quick presses) is stale:
    // following it made the player and the element undo each other without end.
    const still = (playing: boolean) => isActive() && audio.paused !== playing;
    audio.addEventListener('play', () => still(true) && this.events?.onPlayingChange(true));
    audio.addEventListener('pause', () => {
      if (still(false) && !loading.has(branch) && !audio.ended) this.events?.onPlayingChange(false);
    });
    audio.addEventListener('ended', () => {
      if (isActive() && !this.handovers.owns(branch)) this.events?.onEnded();
    });
    audio.addEventListener('error', () => {
      if (isActive() && audio.getAttribute('src')) this.events?.onError();
    });
    branch.onBlock = () => {
      if (branch !== this.active) return;
      this.clock.tick();
      this.handovers.tick();
    };
  }

  setEvents(events: PlaybackEvents) {
    this.events = events;
  }

  load(url: string, track: TrackInfo = { album: null }) {
    if (this.handovers.adopt(url)) return;
    this.handovers.cancel(false);
    const from = this.active;
    if (from.isPlaying) {
      // A change by hand while a song plays: the new one starts in the idle element and the
      // two fade (crossfade.ts: 200 ms) once play() is called.
      const to = this.other(from);
      this.handovers.release(to);
      loading.add(to);
      to.load(url, track, 0);
      to.element.playbackRate = this.rate.value;
      this.handovers.fadeOnPlay(from);
      this.active = to;
      return;
    }
    this.handovers.release(from);
    loading.add(from);
    from.load(url, track, 1);
    from.element.playbackRate = this.rate.value;
  }

  async play() {
    const branch = this.active;
    // play() first, synchronously: it must run inside the listener's click.
    const started = branch.element.play();
    if (this.context.state !== 'running') void this.context.resume().catch(() => undefined);
    if (!this.handovers.startFade(branch) && pausedMuted.delete(branch)) branch.setGain(1);
    try {
      await started;
      return true;
    } catch (error) {
      loading.delete(branch);
      // AbortError: a newer load() replaced this one, which is not a refusal.
      return error instanceof DOMException && error.name === 'AbortError';
    }
  }

  pause() {
    // A pause by hand during the sleep timer's fade ends it, with the volume back.
    this.volume.stopFade();
    this.handovers.cancel();
    const branch = this.active;
    if (branch.element.paused) return;
    // Silence now, not a delay later; resume replays the delay the listener did not hear.
    branch.setGain(0);
    pausedMuted.add(branch);
    branch.element.pause();
    const heard = branch.element.currentTime - branch.delaySeconds;
    if (Number.isFinite(heard) && heard > 0) branch.element.currentTime = heard;
  }

  seek(seconds: number) {
    if (!Number.isFinite(seconds)) return;
    this.handovers.cancel();
    this.active.element.currentTime = seconds;
  }

  setVolume(volume: number) {
    this.volume.set(volume);
  }

  setPlaybackRate(rate: number) {
    this.rate.setSettings(rate);
  }

  setSyncRate(rate: number | null) {
    this.rate.setSync(rate);
  }

  /**
   * The heard position: the delay line holds `delay` seconds of output (`delay × rate` of the
   * song) while the element plays; a paused element was already rewound to what was heard.
   */
  position() {
    const branch = this.active;
    const { element } = branch;
    if (!element.getAttribute('src')) return null;
    const at = performance.now();
    const playing = !element.paused && !element.ended;
    const behind = playing ? branch.delaySeconds * element.playbackRate : 0;
    return {
      seconds: Math.max(0, element.currentTime - behind),
      at,
      playing,
      rate: element.playbackRate,
    };
  }

  prepareNext(next: NextTrack | null) {
    this.handovers.next = next;
  }

  configure(settings: AudioChainSettings) {
    this.settings = settings;
    for (const branch of this.branches) branch.setLevelling(settings.loudnessLevelling);
    this.chain.apply(settings.eq, settings.loudnessLevelling);
  }

  async fadeOut(ms: number) {
    if (!this.active.isPlaying) return;
    // Ended early by a pause, which already restored the volume.
    if (!(await this.volume.fadeOut(ms))) return;
    this.pause();
    this.volume.restore();
  }

  measuredGapsMs(): readonly number[] {
    return [...this.chain.gaps];
  }
}
