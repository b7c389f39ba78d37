import { Children, Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MediaRow, MediaRowItem, ROW_INITIAL_ITEMS } from './media-row';

function renderRow(step?: number) {
  render(
    <MediaRow title="Popular Movies" step={step}>
      <MediaRowItem>one</MediaRowItem>
      <MediaRowItem>two</MediaRowItem>
    </MediaRow>,
  );
  const track = screen.getByRole('list', { name: 'Popular Movies' });
  Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
  Object.defineProperty(track, 'scrollWidth', { value: 3000, configurable: true });
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  // Leave the start so the previous arrow is enabled.
  track.scrollLeft = 500;
  track.dispatchEvent(new Event('scroll'));
  return scrollBy;
}

describe('MediaRow', () => {
  it('scrolls 80% of its visible width per arrow press', async () => {
    const scrollBy = renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Popular Movies right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Popular Movies left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -800, behavior: 'smooth' });
  });

  it('uses a fixed step when one is given', async () => {
    const scrollBy = renderRow(300);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Popular Movies right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('shows the empty content instead of the list', () => {
    render(
      <MediaRow title="Continue Watching" empty={<p>Nothing yet</p>}>
        {null}
      </MediaRow>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('builds the first items at load and the rest once scrolled or entered with the keyboard', () => {
    const total = ROW_INITIAL_ITEMS + 5;
    const row = () =>
      render(
        <MediaRow title="Trending" initialItems={ROW_INITIAL_ITEMS}>
          {Array.from({ length: total }, (_, i) => (
            <MediaRowItem key={i}>
              <a href={`#/${i}`}>item {i}</a>
            </MediaRowItem>
          ))}
        </MediaRow>,
      );
    const { unmount } = row();
    const track = screen.getByRole('list', { name: 'Trending' });
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_INITIAL_ITEMS);
    // A scroll snap's few pixels are not a reader's scroll.
    track.scrollLeft = 4;
    fireEvent.scroll(track);
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_INITIAL_ITEMS);
    track.scrollLeft = 200;
    fireEvent.scroll(track);
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
    unmount();

    row();
    act(() => screen.getByRole('link', { name: 'item 0' }).focus());
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
  });

  it('leaves the rest to a scroll when a press with the pointer focuses a card', () => {
    render(
      <MediaRow title="Trending" initialItems={ROW_INITIAL_ITEMS}>
        {Array.from({ length: ROW_INITIAL_ITEMS + 5 }, (_, i) => (
          <MediaRowItem key={i}>
            <a href={`#/${i}`}>item {i}</a>
          </MediaRowItem>
        ))}
      </MediaRow>,
    );
    // What Chromium answers for the link a mouse press has just focused (jsdom has no pointer).
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      return selector === ':focus-visible' ? false : matches.call(this, selector);
    });
    act(() => screen.getByRole('link', { name: 'item 0' }).focus());
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_INITIAL_ITEMS);
  });

  it('builds every item at once unless asked otherwise (episode rows)', () => {
    render(
      <MediaRow title="Episodes">
        {Array.from({ length: ROW_INITIAL_ITEMS + 3 }, (_, i) => (
          <MediaRowItem key={i}>episode {i}</MediaRowItem>
        ))}
      </MediaRow>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_INITIAL_ITEMS + 3);
  });

  it('keeps the next arrow on while the row is only partly built', () => {
    render(
      <MediaRow title="Trending" initialItems={ROW_INITIAL_ITEMS}>
        {Array.from({ length: ROW_INITIAL_ITEMS + 1 }, (_, i) => (
          <MediaRowItem key={i}>item {i}</MediaRowItem>
        ))}
      </MediaRow>,
    );
    expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toBeEnabled();
  });

  it('renders again on a scroll only when the scroll moves it on or off an edge', () => {
    let renders = 0;
    render(
      <Profiler id="row" onRender={() => (renders += 1)}>
        <MediaRow title="Trending">
          <MediaRowItem>item</MediaRowItem>
        </MediaRow>
      </Profiler>,
    );
    const track = screen.getByRole('list', { name: 'Trending' });
    Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
    Object.defineProperty(track, 'scrollWidth', { value: 3000, configurable: true });
    track.scrollLeft = 500;
    fireEvent.scroll(track);
    // React may render once more before it bails out of a state that did not change.
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    const settled = renders;
    for (const left of [700, 800, 900]) {
      track.scrollLeft = left;
      fireEvent.scroll(track);
    }
    expect(renders).toBe(settled);
    expect(screen.getByRole('button', { name: 'Scroll Trending left' })).toBeEnabled();
    track.scrollLeft = 2000;
    fireEvent.scroll(track);
    expect(renders).toBeGreaterThan(settled);
    expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toBeDisabled();
  });

  it('leaves its items alone when a scroll moves it on or off an edge: only the arrow changes', () => {
    render(
      <MediaRow title="Trending">
        <MediaRowItem>item</MediaRowItem>
      </MediaRow>,
    );
    const track = screen.getByRole('list', { name: 'Trending' });
    Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
    Object.defineProperty(track, 'scrollWidth', { value: 3000, configurable: true });
    // Every render of the row lists its items again.
    const rowRenders = vi.spyOn(Children, 'toArray');
    try {
      track.scrollLeft = 500;
      fireEvent.scroll(track);
      expect(screen.getByRole('button', { name: 'Scroll Trending left' })).toBeEnabled();
      track.scrollLeft = 2000;
      fireEvent.scroll(track);
      expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toBeDisabled();
      expect(rowRenders).not.toHaveBeenCalled();
    } finally {
      rowRenders.mockRestore();
    }
  });
});
