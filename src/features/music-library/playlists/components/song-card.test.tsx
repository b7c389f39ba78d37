import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { song } from '@/test/song-fixtures';
import { SongList } from './song-list';
import { SongGrid } from './song-card';

const images = (root: HTMLElement) => Array.from(root.querySelectorAll('img'));

describe('cover loading', () => {
  it("loads a grid's covers at once: grids are short and open their pages", () => {
    render(<SongGrid songs={[song('a'), song('b')]} label="Pop Hits" />);
    const grid = screen.getByRole('list', { name: 'Pop Hits' });
    expect(images(grid)).toHaveLength(2);
    for (const img of images(grid)) expect(img).toHaveAttribute('loading', 'eager');
    // The browser sets their priority: no grid but the page's first says which goes first.
    for (const img of images(grid)) expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("asks for the first cover of the page's first grid first, the others at low priority", () => {
    render(<SongGrid songs={[song('a'), song('b'), song('c')]} label="Pop Hits" lead />);
    const [first, ...others] = images(screen.getByRole('list', { name: 'Pop Hits' }));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(2);
    for (const img of others) expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it("leaves a long list's covers to load as they come near", () => {
    const { container } = render(<SongList songs={[song('a'), song('b')]} label="Queue" />);
    expect(images(container).length).toBeGreaterThan(0);
    for (const img of images(container)) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
