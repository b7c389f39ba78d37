import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYER_WAIT_FRAMES, stepsAfterLayers } from './card-layer';
import type { Direction } from './keys';

const CARD =
  '<article data-card><div class="poster"></div><h3><a href="#/m/1">Alpha</a></h3></article>';

describe('stepsAfterLayers', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };
  afterEach(() => {
    vi.restoreAllMocks();
    frames = [];
    document.body.innerHTML = '';
  });
  const setUp = () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    document.body.innerHTML = CARD;
    document.querySelector('a')!.focus();
    const steps: Direction[] = [];
    const run = stepsAfterLayers((direction) => steps.push(direction), document);
    return { run, steps };
  };

  it('holds ↑ from a card until its buttons are built, then steps, keeping later keys in order', () => {
    const { run, steps } = setUp();
    run('up');
    run('right');
    nextFrame();
    expect(steps).toEqual([]);
    const layer = document.createElement('div');
    layer.innerHTML = '<button aria-label="Play Alpha"></button>';
    document.querySelector('article')!.append(layer);
    nextFrame();
    expect(steps).toEqual(['up', 'right']);
  });

  it('steps at once along a row, and ↑ from a card whose buttons are there', () => {
    const { run, steps } = setUp();
    run('right');
    expect(steps).toEqual(['right']);
    document.querySelector('article')!.insertAdjacentHTML('beforeend', '<button>Play</button>');
    run('up');
    expect(steps).toEqual(['right', 'up']);
  });

  it('steps without the buttons when the card does not build them in time', () => {
    const { run, steps } = setUp();
    run('up');
    for (let i = 0; i < LAYER_WAIT_FRAMES - 1; i++) nextFrame();
    expect(steps).toEqual([]);
    nextFrame();
    expect(steps).toEqual(['up']);
  });
});
