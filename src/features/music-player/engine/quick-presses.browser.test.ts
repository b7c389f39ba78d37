import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { continuousTones } from '@shared/test/test-tones';
import { song } from '@/test/song-fixtures';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { bindEngine, type Playback } from './engine-binding';
import { AudioEngine, type PlaybackEngine } from './playback-engine';
import { WebAudioEngine } from './web-audio-engine';

const store = usePlayerStore;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const kinds = {
  'Web Audio': () => {
    const engine = new WebAudioEngine();
    return { engine, element: () => engine.active.element, close: () => engine.context.close() };
  },
  plain: () => {
    const engine = new AudioEngine();
    return { engine, element: () => engine.element, close: async () => undefined };
  },
} satisfies Record<string, () => { engine: PlaybackEngine; element: () => HTMLAudioElement }>;

/** Binds an engine made inside a real click (autoplay) and plays a 30 s tone on it. */
async function playing(kind: keyof typeof kinds) {
  let made: ReturnType<(typeof kinds)[typeof kind]> | null = null;
  const button = document.createElement('button');
  button.textContent = 'Play';
  button.onclick = () => (made = kinds[kind]());
  document.body.append(button);
  await userEvent.click(button);
  button.remove();
  const { engine, element, close } = made!;
  const [tone] = continuousTones([30], { sampleRate: 22050 });
  const url = URL.createObjectURL(new Blob([tone!], { type: 'audio/wav' }));
  store.setState(
    {
      ...initialPlayerState(),
      currentSong: { ...song('a'), downloadUrl: [{ quality: '320kbps', url }] },
      isPlaying: true,
    },
    true,
  );
  const playback = bindEngine(engine, { ended() {}, failed() {}, started() {} });
  cleanup = async () => {
    playback.unbind();
    element().pause();
    await close();
  };
  await until(() => !element().paused && element().currentTime > 1);
  let events = 0;
  for (const type of ['play', 'pause']) element().addEventListener(type, () => (events += 1));
  return { playback, element: element(), events: () => events };
}

/** Space as the player's actions answer it: the store first, then the engine. */
function press(playback: Playback) {
  const play = !store.getState().isPlaying;
  store.setState({ isPlaying: play });
  if (play) playback.play();
  else playback.pause();
}

const until = async (check: () => boolean, ms = 8000) => {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
  describe(`presses quicker than the element's events (${kind})`, () => {
    it('pause then play in one task: it plays on, and the element is not made to flip', async () => {
      const { playback, element, events } = await playing(kind);
      press(playback);
      press(playback);
      await settle();
      expect(events()).toBeLessThanOrEqual(2);
      expect(store.getState().isPlaying).toBe(true);
      expect(element.paused).toBe(false);
    });

    it('pause, play, pause: it rests where it paused, and a seek then stays', async () => {
      const { playback, element, events } = await playing(kind);
      press(playback);
      press(playback);
      press(playback);
      await settle();
      expect(events()).toBeLessThanOrEqual(3);
      expect(store.getState().isPlaying).toBe(false);
      expect(element.paused).toBe(true);
      // Played for over a second: each flip used to rewind it by the delay line, down to 0.
      expect(element.currentTime).toBeGreaterThan(0.5);
      playback.seek(20);
      await settle();
      expect(element.currentTime).toBeCloseTo(20, 0);
    });
  });
}
