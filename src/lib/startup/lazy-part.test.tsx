import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_FAILED_EVENT, lazyPart, retryFailedParts } from './lazy-part';
import { setOnline } from '@/test/network';

afterEach(() => setOnline(true));

const gone = () => new TypeError('Failed to fetch dynamically imported module');
const Loaded = ({ name }: { name: string }) => <p>{name} is in</p>;

/** The app's boundary in short: a failure shows "Try Again", which renders again. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch = retryFailedParts;
  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => this.setState({ failed: false });
    return (
      <button type="button" onClick={retry}>
        Try Again
      </button>
    );
  }
}

function show(Part: (props: { name: string }) => React.ReactNode) {
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="The panel" />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('lazyPart', () => {
  it('offline, waits for the connection and then shows the part, never the error screen', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(gone())
      .mockResolvedValue({ default: Loaded });
    setOnline(false);
    show(lazyPart(load));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByText('The panel is in')).toBeInTheDocument();
  });

  it('online, a failure reaches the boundary and is announced; "Try Again" fetches anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const announced = vi.fn();
    window.addEventListener(PART_FAILED_EVENT, announced);
    // React renders once more before it gives up: the file is asked for then too.
    const load = vi.fn<() => Promise<{ default: typeof Loaded }>>().mockRejectedValue(gone());
    show(lazyPart(load));
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    expect(announced).toHaveBeenCalled();
    const failures = load.mock.calls.length;
    // Shown, the failure stays: the file is not asked for again and again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(failures);
    load.mockResolvedValue({ default: Loaded });
    await userEvent.click(retry);
    expect(await screen.findByText('The panel is in')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failures + 1);
    window.removeEventListener(PART_FAILED_EVENT, announced);
  });
});
