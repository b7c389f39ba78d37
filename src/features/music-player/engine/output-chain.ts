import type { EqSettings } from '@/lib/audio/eq-settings';
import { createEqualiser } from '@/lib/audio/equaliser';
import { GapMeter } from '@/lib/audio/signal-watch';
import { createTap } from '@/lib/audio/tap';

/**
 * Where the two branches meet: mix → equaliser → limiter (with levelling on) → master gain
 * (the volume) → speakers, plus the output tap that measures hand-over gaps and the muted sink
 * every tap writes into (a tap only runs while connected to the destination).
 */
export class OutputChain {
  readonly mix: GainNode;
  readonly master: GainNode;
  readonly sink: GainNode;
  readonly meter = new GapMeter();
  readonly gaps: number[] = [];
  private readonly equaliser;
  private readonly limiter: DynamicsCompressorNode;
  private limited = true;

  constructor(context: AudioContext) {
    this.mix = context.createGain();
    this.equaliser = createEqualiser(context);
    this.mix.connect(this.equaliser.input);
    // A safety ceiling: levelling and equaliser boosts never clip.
    this.limiter = context.createDynamicsCompressor();
    this.limiter.threshold.value = -1;
    this.limiter.knee.value = 0;
    this.limiter.ratio.value = 20;
    this.limiter.attack.value = 0.002;
    this.limiter.release.value = 0.1;
    this.master = context.createGain();
    this.equaliser.output.connect(this.limiter);
    this.limiter.connect(this.master);
    this.master.connect(context.destination);

    this.sink = context.createGain();
    this.sink.gain.value = 0;
    this.sink.connect(context.destination);
  }

  /** Starts the output tap (once the tap module loaded). */
  attachTap(context: AudioContext) {
    createTap(context, this.master, this.sink, (samples, time) => {
      const gap = this.meter.feed(samples, time, context.sampleRate);
      if (gap !== null) this.gaps.push(Math.round(gap * 100) / 100);
    });
  }

  apply(eq: EqSettings, levelling: boolean) {
    this.equaliser.apply(eq);
    // The limiter guards the levelling boost; without levelling the chain is left as it was.
    if (levelling === this.limited) return;
    this.limited = levelling;
    this.equaliser.output.disconnect();
    this.equaliser.output.connect(levelling ? this.limiter : this.master);
  }
}
