import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/startup/page-settled', () => ({ whenPageSettled: () => () => {} }));

afterEach(() => vi.resetModules());

async function mountProbe() {
  // early-keys keeps one listener for the whole visit: each test starts from a fresh module.
  const { useShellSettled } = await import('./shell-settled');
  function Probe() {
    return <p>{useShellSettled() ? 'settled' : 'waiting'}</p>;
  }
  render(<Probe />);
}

const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('useShellSettled', () => {
  it('settles at the first key, after the key: the extras render outside its interaction', async () => {
    await mountProbe();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true }));
    // A discrete event's urgent update is committed by the microtasks that follow it.
    await microtasks();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('settled')).toBeInTheDocument());
  });
});
