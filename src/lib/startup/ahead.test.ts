import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAhead, fetchAhead, takeAhead } from './ahead';

beforeEach(() => clearAhead());
afterEach(() => vi.unstubAllGlobals());

describe('calls started ahead', () => {
  it('are started once per address and taken once', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    fetchAhead('/api/x', { headers: { Accept: 'application/json' } });
    fetchAhead('/api/x');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/x', { headers: { Accept: 'application/json' } });
    await expect(takeAhead('/api/x')).resolves.toBeInstanceOf(Response);
    expect(takeAhead('/api/x')).toBeUndefined();
  });

  it('give up when the taker aborts, as its own call would', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    fetchAhead('/api/slow');
    const controller = new AbortController();
    const taken = takeAhead('/api/slow', controller.signal)!;
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });

    fetchAhead('/api/late');
    const aborted = AbortSignal.abort(new DOMException('Aborted', 'AbortError'));
    await expect(takeAhead('/api/late', aborted)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('pass a failed call on to the taker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fetchAhead('/api/down');
    await expect(takeAhead('/api/down', new AbortController().signal)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
