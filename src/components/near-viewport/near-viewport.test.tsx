import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it('shows the placeholder until the place nears the viewport, then the content', () => {
    let notify: Callback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>content</p>
      </NearViewport>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();

    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('content')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>content</p>
      </NearViewport>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
