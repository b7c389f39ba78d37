import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdForLeadImage, resetLeadImage } from '@/lib/startup/lead-image';
import { setLocalAudio } from '../../lib/music/local-audio';
import { MusicArt } from './music-art';

const song = {
  id: 's1',
  image: [
    { quality: '150x150', url: '/art/s1-150.jpg' },
    { quality: '500x500', url: '/art/s1-500.jpg' },
  ],
};

beforeEach(() => {
  let next = 0;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: vi.fn(() => `blob:test/${(next += 1)}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  setLocalAudio('s1', null);
  vi.unstubAllGlobals();
});

const src = (container: HTMLElement) => container.querySelector('img')!.getAttribute('src');

describe('MusicArt', () => {
  it('shows the network art: a thumbnail, or the large picture', () => {
    expect(src(render(<MusicArt item={song} songId="s1" />).container)).toBe('/art/s1-150.jpg');
    expect(src(render(<MusicArt item={song} large />).container)).toBe('/art/s1-500.jpg');
  });

  it('on the first screen leaves art out until the lead cover has loaded, unless it is the lead', () => {
    resetLeadImage();
    holdForLeadImage();
    const { container } = render(
      <>
        <MusicArt item={song} large priority="high" />
        <MusicArt item={song} large priority="low" />
      </>,
    );
    const [lead, other] = [...container.querySelectorAll('img')];
    expect(lead).toHaveAttribute('src', '/art/s1-500.jpg');
    expect(other).not.toHaveAttribute('src');
    // The lead fails (jsdom loads nothing): it shows the placeholder, and the others go.
    act(() => void lead!.dispatchEvent(new Event('error')));
    expect(other).toHaveAttribute('src', '/art/s1-500.jpg');
  });

  it('shows a downloaded song’s stored cover everywhere it appears, with one shared URL', () => {
    const { container } = render(
      <>
        <MusicArt item={song} songId="s1" />
        <MusicArt item={song} songId="s1" large />
        <MusicArt item={song} />
      </>,
    );
    act(() => setLocalAudio('s1', new Blob(['mp3']), new Blob(['jpeg'], { type: 'image/jpeg' })));
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // The audio took blob:test/1; the cover's URL is the next, the same in both places.
    expect(sources).toEqual(['blob:test/2', 'blob:test/2', '/art/s1-150.jpg']);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);

    act(() => setLocalAudio('s1', null));
    expect(src(container)).toBe('/art/s1-150.jpg');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
  });

  it('shows the placeholder at once where the same art already failed, until the network returns', () => {
    const broken = { image: [{ quality: '150x150', url: '/art/broken-150.jpg' }] };
    const first = render(<MusicArt item={broken} />).container.querySelector('img')!;
    expect(first).toHaveAttribute('src', '/art/broken-150.jpg');
    act(() => void first.dispatchEvent(new Event('error')));
    expect(first.getAttribute('src')).toBe('/placeholder.png');
    expect(src(render(<MusicArt item={broken} />).container)).toBe('/placeholder.png');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(src(render(<MusicArt item={broken} />).container)).toBe('/art/broken-150.jpg');
  });
});
