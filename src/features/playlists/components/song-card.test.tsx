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
  });

  it("leaves a long list's covers to load as they come near", () => {
    const { container } = render(<SongList songs={[song('a'), song('b')]} label="Queue" />);
    expect(images(container).length).toBeGreaterThan(0);
    for (const img of images(container)) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
