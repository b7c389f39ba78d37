import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { CardOverlay } from './card-overlay';
import { ContentCard } from './content-card';
import { LAYER_IDLE_TIMEOUT_MS } from './use-layer-on-focus';

const item = {
  id: 1,
  type: 'movie' as const,
  title: 'Alpha',
  posterPath: '/a.jpg',
  voteAverage: 7.25,
  releaseDate: '2020-05-01',
};

function setup() {
  const idle = new Map<number, IdleRequestCallback>();
  const options: (IdleRequestOptions | undefined)[] = [];
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, o?: IdleRequestOptions) => {
    idle.set(++next, callback);
    options.push(o);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  renderWithProviders(
    <>
      <ContentCard
        item={item}
        detailsHref="/movie/1"
        overlay={
          <CardOverlay
            item={item}
            inLibrary={false}
            isFavorite={false}
            onPlay={vi.fn()}
            onToggleLibrary={vi.fn()}
            onToggleFavorite={vi.fn()}
            onDetails={vi.fn()}
          />
        }
      />
      <a href="#/elsewhere">Elsewhere</a>
    </>,
  );
  const runIdle = () =>
    act(() => {
      const due = [...idle.values()];
      idle.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 10 });
    });
  return { idle, options, runIdle, title: screen.getByRole('link', { name: 'Alpha' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a card taking focus', () => {
  it('builds its buttons at the next idle moment, not in the focus itself', () => {
    const { idle, options, runIdle, title } = setup();
    act(() => title.focus());
    expect(screen.queryByRole('button')).toBeNull();
    expect(idle.size).toBe(1);
    expect(options[0]).toEqual({ timeout: LAYER_IDLE_TIMEOUT_MS });
    runIdle();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('builds nothing when focus only passes over it', () => {
    const { idle, runIdle, title } = setup();
    act(() => title.focus());
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
    expect(idle.size).toBe(0);
    runIdle();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('builds them at once on a Tab from the title, so Tab reaches them', () => {
    const { idle, title } = setup();
    act(() => title.focus());
    fireEvent.keyDown(title, { key: 'Tab' });
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(idle.size).toBe(0);
  });

  it('builds them in slices a key press can come between, not in the idle moment itself', async () => {
    const { idle, title } = setup();
    act(() => title.focus());
    const [build] = [...idle.values()];
    // Outside act, as the browser runs it: a build in one task would leave the buttons there.
    build!({ didTimeout: false, timeRemaining: () => 10 });
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => {});
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
