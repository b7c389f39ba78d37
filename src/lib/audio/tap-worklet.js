/* global AudioWorkletProcessor, registerProcessor, currentFrame */
/**
 * The audio-thread side of `tap.ts`: collects the (mono) input into blocks of 1024 frames and
 * posts each with the context frame of its first sample, exact to the sample whatever the
 * main thread is doing. Outputs silence.
 */
const BLOCK = 1024;

class ReelbeatTap extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(BLOCK);
    this.filled = 0;
    this.start = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    const frames = channel ? channel.length : 128;
    if (this.filled === 0) this.start = currentFrame;
    if (channel) this.block.set(channel.subarray(0, BLOCK - this.filled), this.filled);
    else this.block.fill(0, this.filled, Math.min(BLOCK, this.filled + frames));
    this.filled += frames;
    if (this.filled >= BLOCK) {
      this.port.postMessage({ frame: this.start, samples: this.block }, [this.block.buffer]);
      this.block = new Float32Array(BLOCK);
      this.filled = 0;
    }
    return true;
  }
}

registerProcessor('reelbeat-tap', ReelbeatTap);
