import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installPreloadContent, linkPath } from './preload-content';

const ORIGIN = 'http://app.test';

describe('Settings → Preload content', () => {
  it('reads the in-app path of hash, path and outside links', () => {
    const anchor = (href: string) => {
      const el = document.createElement('a');
      el.setAttribute('href', href);
      return el;
    };
    expect(linkPath(anchor('#/movie/603'), ORIGIN)).toBe('/movie/603');
    expect(linkPath(anchor(`${ORIGIN}/#/search?q=x`), ORIGIN)).toBe('/search?q=x');
    expect(linkPath(anchor('/tv/1399'), ORIGIN)).toBe('/tv/1399');
    expect(linkPath(anchor('https://elsewhere.example/movie/1'), ORIGIN)).toBeNull();
  });

  it('preloads a page when its link is pointed at or focused, once per path', () => {
    render(
      <>
        <a href="#/movie/603">The Matrix</a>
        <a href="#/tv/1399">Game of Thrones</a>
      </>,
    );
    const preload = vi.fn();
    const stop = installPreloadContent(document, preload);
    fireEvent.pointerOver(screen.getByText('The Matrix'));
    fireEvent.pointerOver(screen.getByText('The Matrix'));
    fireEvent.focusIn(screen.getByText('Game of Thrones'));
    expect(preload.mock.calls).toEqual([['/movie/603'], ['/tv/1399']]);
    stop();
    fireEvent.pointerOver(document.body);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('does nothing once removed (the setting turned off)', () => {
    render(<a href="#/movie/1">One</a>);
    const preload = vi.fn();
    installPreloadContent(document, preload)();
    fireEvent.pointerOver(screen.getByText('One'));
    expect(preload).not.toHaveBeenCalled();
  });
});
