import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEAD_IMAGE_LIMIT_MS,
  LEAD_PAINT_REPORT_MS,
  afterLeadImage,
  holdForLeadImage,
  leadImageDone,
  resetLeadImage,
  useLeadImageHeld,
  useLeadImageHold,
} from './lead-image';

/** An image as the browser has it once loaded: decoded on request. */
function loadedImage(): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'naturalWidth', { value: 780 });
  image.decode = () => Promise.resolve();
  return image;
}

/** The browser's largest-paint reports, sent by the test. */
function fakeLargestPaintReports() {
  const observers: ((entries: { element: Element }[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (element: Element) => observers.forEach((report) => report([{ element }]));
}

function Poster() {
  return <span>{useLeadImageHeld() ? 'held' : 'loading'}</span>;
}

function Page({ coming }: { coming: boolean }) {
  useLeadImageHold(coming);
  return <Poster />;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLeadImage();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetLeadImage('open');
});

describe('lead image', () => {
  it('holds the other images from the page’s first render until its lead is reported painted', async () => {
    const report = fakeLargestPaintReports();
    const image = loadedImage();
    render(<Page coming />);
    expect(screen.getByText('held')).toBeInTheDocument();

    leadImageDone({ currentTarget: image });
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Decoded, but not yet reported: still held.
    expect(screen.getByText('held')).toBeInTheDocument();

    act(() => report(document.createElement('div')));
    expect(screen.getByText('held')).toBeInTheDocument();
    act(() => report(image));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('lets them go when the report never names the lead', async () => {
    fakeLargestPaintReports();
    render(<Page coming />);
    leadImageDone({ currentTarget: loadedImage() });
    await act(() => vi.advanceTimersByTimeAsync(LEAD_PAINT_REPORT_MS - 1));
    expect(screen.getByText('held')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('lets them go at once when the lead fails', async () => {
    render(<Page coming />);
    // A broken image has no natural size.
    act(() => leadImageDone({ currentTarget: document.createElement('img') }));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('holds nobody longer than the limit', async () => {
    render(<Page coming />);
    await act(() => vi.advanceTimersByTimeAsync(LEAD_IMAGE_LIMIT_MS - 1));
    expect(screen.getByText('held')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('does not hold on a page whose lead is not coming', () => {
    render(<Page coming={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('lets go when the lead stops coming', () => {
    const { rerender } = render(<Page coming />);
    expect(screen.getByText('held')).toBeInTheDocument();
    // The page turned to an error: it has no lead to wait for.
    rerender(<Page coming={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('lets go when the page is left before its lead came', () => {
    const { unmount } = render(<Page coming />);
    unmount();
    render(<Poster />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('holds the visit’s first screen only', async () => {
    holdForLeadImage();
    act(() => leadImageDone());
    await act(() => vi.advanceTimersByTimeAsync(0));
    render(<Page coming />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('runs what waits for the lead once, when it lets go, and at once after', async () => {
    const early = vi.fn();
    holdForLeadImage();
    afterLeadImage(early);
    expect(early).not.toHaveBeenCalled();
    leadImageDone();
    expect(early).toHaveBeenCalledTimes(1);
    leadImageDone();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    afterLeadImage(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
