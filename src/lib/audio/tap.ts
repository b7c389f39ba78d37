import workletUrl from './tap-worklet.js?url';

/** Frames per tap block: ~23 ms at 44.1 kHz. */
export const TAP_BLOCK = 1024;

const loaded = new WeakMap<BaseAudioContext, Promise<void>>();

/** Loads the tap's AudioWorklet module into a context, once (a same-origin script: CSP 'self'). */
export function loadTaps(context: BaseAudioContext): Promise<void> {
  let promise = loaded.get(context);
  if (!promise) {
    promise = context.audioWorklet.addModule(workletUrl);
    loaded.set(context, promise);
  }
  return promise;
}

/**
 * A tap: every block of `source`'s samples (mono mix) reaches `onBlock` with the context time
 * of its first sample. The time comes from the audio thread's frame counter, so it is exact
 * even when the main thread is busy (a ScriptProcessor's `playbackTime` is not: it is read
 * when the event is dispatched). Call after `loadTaps` resolved; `sink` must lead to the
 * destination (the tap outputs silence) so the node keeps running.
 */
export function createTap(
  context: BaseAudioContext,
  source: AudioNode,
  sink: AudioNode,
  onBlock: (samples: Float32Array, time: number) => void,
): AudioWorkletNode {
  const node = new AudioWorkletNode(context, 'reelbeat-tap', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
    channelCountMode: 'explicit',
    channelInterpretation: 'speakers',
  });
  node.port.onmessage = (event: MessageEvent<{ frame: number; samples: Float32Array }>) =>
    onBlock(event.data.samples, event.data.frame / context.sampleRate);
  source.connect(node);
  node.connect(sink);
  return node;
}
