import { SKIP_FADE_SECONDS, fadeGain, planHandover } from '@/lib/audio/crossfade';
import { BRANCH_DELAY, MAX_BRANCH_DELAY, type AudioBranch } from './audio-branch';
import type { NextTrack } from './playback-engine';
import type { WebAudioEngine } from './web-audio-engine';

/** The next song loads into the idle element this long before the current one ends. */
export const PRELOAD_SECONDS = 10;
/** A media element's usual start latency: the next song starts this much early. */
const START_LEAD = 0.03;
/** How long a started media element takes to sound, for scheduling fades. */
const START_LATENCY = 0.03;
/** Silence after the last sound before the current song counts as ended. */
const SILENCE_CONFIRM = 0.03;
/** A gapless hand-over whose current song does not end in this time is called off. */
const HANDOVER_TIMEOUT = 2;

/**
 * How one song hands over to the next (crossfade.ts decides which kind):
 * - gapless: the next song starts in the idle element just before the current one ends, with
 *   its delay line holding it back; once the taps have seen the current song's last sample and
 *   the next one's first, the next one's delay is set so that its first sample follows the
 *   other's last one exactly (sample-accurate, whatever the element's start latency was);
 * - crossfade: both play, with equal-power curves over the chosen seconds;
 * - by hand (an action loads another song while one plays): a 200 ms fade.
 * The player hears `onEnded` once the engine moved on by itself, and its load() of that song
 * then adopts the element that already plays it.
 */
export class Handovers {
  next: NextTrack | null = null;
  private pending: { from: AudioBranch; to: AudioBranch; startedAt: number } | null = null;
  private prepared: { branch: AudioBranch; url: string } | null = null;
  private adoptable: AudioBranch | null = null;
  private outgoing: { branch: AudioBranch; until: number } | null = null;
  private fadeFrom: AudioBranch | null = null;
  private gaveUpOn: HTMLAudioElement | null = null;
  /** A song whose end the next one waits past (its delay is longer than usual). */
  private afterEnd: AudioBranch | null = null;

  constructor(private readonly engine: WebAudioEngine) {}

  /** The branch whose end a gapless hand-over is watching: its `ended` is not the player's. */
  owns(branch: AudioBranch) {
    return this.pending?.from === branch || this.afterEnd === branch;
  }

  /** The player loads the song the engine already moved to: make that element the active one. */
  adopt(url: string): boolean {
    const to = this.adoptable;
    if (!to) return false;
    this.adoptable = null;
    if (to.url !== url) {
      to.stop();
      return false;
    }
    this.engine.active = to;
    if (to.isPlaying) this.engine.events?.onStarted();
    return true;
  }

  /** A branch about to be reloaded is no longer fading out or prepared. */
  release(branch: AudioBranch) {
    if (this.outgoing?.branch === branch) {
      this.outgoing = null;
      branch.stop();
    }
    if (this.prepared?.branch === branch) this.prepared = null;
    this.gaveUpOn = null;
  }

  fadeOnPlay(from: AudioBranch) {
    this.fadeFrom = from;
  }

  /** play() after a change by hand: the old song fades out, the new one in (200 ms). */
  startFade(to: AudioBranch): boolean {
    const from = this.fadeFrom;
    if (!from) return false;
    this.fadeFrom = null;
    const now = this.engine.context.currentTime;
    fadeGain(from.fade.gain, 'out', now, SKIP_FADE_SECONDS);
    fadeGain(to.fade.gain, 'in', now + START_LATENCY + to.delaySeconds, SKIP_FADE_SECONDS);
    this.outgoing = { branch: from, until: now + SKIP_FADE_SECONDS + 0.05 };
    return true;
  }

  /**
   * Pause, seek or another song: a hand-over under way is called off; with `silenceOutgoing`
   * (pause, seek) a song still fading out stops too.
   */
  cancel(silenceOutgoing = true) {
    if (this.outgoing && silenceOutgoing) {
      this.outgoing.branch.stop();
      this.outgoing = null;
    }
    if (this.pending) {
      this.pending.to.stop();
      this.pending = null;
    }
    if (this.adoptable) {
      this.adoptable.stop();
      this.adoptable = null;
    }
    if (this.fadeFrom) {
      this.fadeFrom.stop();
      this.fadeFrom = null;
    }
    this.afterEnd = null;
  }

  /** Runs on every tap block (~23 ms). */
  tick() {
    const { engine } = this;
    const now = engine.context.currentTime;
    if (this.outgoing && now >= this.outgoing.until) {
      this.outgoing.branch.stop();
      this.outgoing = null;
    }
    if (this.pending) return this.progress(this.pending, now);
    const from = engine.active;
    const next = this.next;
    if (this.afterEnd === from && !next) return this.endPlainly(from);
    const live = from.isPlaying || this.afterEnd === from;
    if (!next || !live || this.adoptable || this.gaveUpOn === from.element) return;
    const to = engine.other(from);
    const remaining = from.remaining;
    if (remaining > PRELOAD_SECONDS || this.outgoing?.branch === to) return;
    if (this.prepared?.branch !== to || this.prepared.url !== next.url || to.element.error) {
      to.load(next.url, next, 0);
      this.prepared = { branch: to, url: next.url };
    }
    const plan = planHandover({
      crossfadeSeconds: engine.settings.crossfadeSeconds,
      reason: next.restart ? 'repeat-one' : 'ended',
      fromAlbum: from.track.album,
      toAlbum: next.album,
    });
    if (plan.kind === 'fade') {
      // A song shorter than two fades fades over half its length.
      const duration = from.element.duration;
      const seconds = Math.min(plan.seconds, Number.isFinite(duration) ? duration / 2 : Infinity);
      if (remaining > seconds) return;
      to.setDelay(from.delaySeconds);
      // The fade-out ends with the song's last sample; the fade-in starts with the next one's first.
      const endsAt = now + from.delaySeconds + remaining;
      fadeGain(from.fade.gain, 'out', Math.max(now, endsAt - seconds), seconds);
      fadeGain(to.fade.gain, 'in', now + START_LATENCY + to.delaySeconds, seconds);
      void to.element.play().catch(() => undefined);
      this.outgoing = { branch: from, until: endsAt + 0.05 };
      return this.finish(to);
    }
    // Started so that its delay comes out near the usual one (it never accumulates): just
    // before the song ends, or, when this song's delay is longer, that much after its end.
    const excess = from.delaySeconds - BRANCH_DELAY;
    if (excess <= START_LEAD ? remaining > START_LEAD - excess : !this.endedFor(from, excess)) {
      // Its `ended` event belongs to this hand-over from here on.
      if (excess > START_LEAD) this.afterEnd = from;
      return;
    }
    this.afterEnd = null;
    to.setDelay(MAX_BRANCH_DELAY);
    to.setGain(1);
    to.edges.arm();
    void to.element.play().catch(() => undefined);
    this.pending = { from, to, startedAt: now };
  }

  /** Whether the song's last sound passed the tap `seconds` ago. */
  private endedFor(branch: AudioBranch, seconds: number) {
    return (
      (branch.element.ended || branch.remaining <= 0.15) &&
      branch.edges.silentFor >= seconds - START_LEAD
    );
  }

  private progress(pending: NonNullable<Handovers['pending']>, now: number) {
    const { from, to } = pending;
    const ended =
      (from.element.ended || from.remaining <= 0.15) && from.edges.silentFor >= SILENCE_CONFIRM;
    if (!ended) {
      if (now - pending.startedAt < HANDOVER_TIMEOUT) return;
      // The song did not end when its duration said (e.g. a VBR file): end it the plain way.
      this.gaveUpOn = from.element;
      this.cancel();
      if (from.element.ended) this.events()?.onEnded();
      return;
    }
    // Tap times: where the listener will hear the current song's last sample end.
    const end = (from.edges.lastSoundEnd ?? from.edges.seenUntil) + from.delaySeconds;
    const first = to.edges.firstSoundAt;
    if (first === null) {
      // The next song has not sounded yet: wait while there is time, then let it through.
      if (from.edges.seenUntil < end - 0.05) return;
      to.setDelay(0);
    } else to.setDelay(end - first);
    this.engine.chain.meter.watch(end - 0.03, end + 0.3);
    this.outgoing = { branch: from, until: now + from.delaySeconds + 0.1 };
    this.pending = null;
    this.finish(to);
  }

  private events() {
    return this.engine.events;
  }

  /** The song ended while the next one was meant to follow, and now none does. */
  private endPlainly(from: AudioBranch) {
    this.afterEnd = null;
    if (from.element.ended) this.events()?.onEnded();
  }

  private finish(to: AudioBranch) {
    this.adoptable = to;
    this.prepared = null;
    this.engine.events?.onEnded();
  }
}
