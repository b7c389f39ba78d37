import { afterEach, describe, expect, it } from 'vitest';
import { remoteActions } from './actions';
import { ADJUSTING } from './arrow-owner';
import { enterFrame, stopListeningInFrames } from './frames';

/** A same-origin player frame like the built-in player's: a play button and a timeline. */
async function playerFrame() {
  const frame = document.createElement('iframe');
  frame.srcdoc =
    '<button type="button" class="play">Play</button>' +
    '<input class="timeline" type="range" min="0" max="100" value="50">';
  const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
  document.body.append(frame);
  await loaded;
  const inner = frame.contentDocument!;
  return {
    frame,
    play: inner.querySelector<HTMLButtonElement>('button.play')!,
    timeline: inner.querySelector<HTMLInputElement>('input.timeline')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the player frame', () => {
  it('presses the focused control inside the frame on the gamepad’s A', async () => {
    const { frame, play } = await playerFrame();
    let presses = 0;
    play.addEventListener('click', () => presses++);
    enterFrame(frame, null);
    expect(frame.contentDocument!.activeElement).toBe(play);

    remoteActions(() => undefined).press();
    expect(presses).toBe(1);
  });

  it('moves the frame’s timeline with the gamepad once A has taken hold of it', async () => {
    const { frame, timeline } = await playerFrame();
    enterFrame(frame, null);
    timeline.focus();
    const pad = remoteActions(() => undefined);
    pad.press();
    pad.move('right');
    expect(timeline.value).toBe('51');
    expect(frame.contentDocument!.activeElement).toBe(timeline);
  });

  it('takes hold of the frame’s timeline on OK, so ←/→ move it instead of focus', async () => {
    const { frame, play, timeline } = await playerFrame();
    enterFrame(frame, null);
    timeline.focus();
    const ok = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    timeline.dispatchEvent(ok);
    expect(timeline.hasAttribute(ADJUSTING)).toBe(true);

    const right = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    timeline.dispatchEvent(right);
    // Left to the slider itself (the browser moves its value), not taken for a focus move.
    expect(right.defaultPrevented).toBe(false);
    expect(frame.contentDocument!.activeElement).toBe(timeline);
    expect(frame.contentDocument!.activeElement).not.toBe(play);
  });

  it('leaves the frame’s keys to its page once TV mode is turned off', async () => {
    const { frame, play } = await playerFrame();
    enterFrame(frame, null);
    // TV mode goes off (Settings changed in another tab or on a synced device).
    stopListeningInFrames();
    play.focus();
    const right = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    play.dispatchEvent(right);
    expect(right.defaultPrevented).toBe(false);
    expect(frame.contentDocument!.activeElement).toBe(play);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    play.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });
});
