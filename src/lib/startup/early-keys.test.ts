import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('early keys', () => {
  it('keeps the keys pressed before they are taken, in order, and reports each', async () => {
    const { keepEarlyKeys, takeEarlyKeys } = await import('./early-keys');
    const pressed = vi.fn();
    keepEarlyKeys(pressed);
    press('?');
    press('/');
    expect(pressed).toHaveBeenCalledTimes(2);
    const keys = takeEarlyKeys();
    expect(keys.map((e) => e.key)).toEqual(['?', '/']);
    expect(keys[0]!.target).toBe(document.body);
  });

  it('keeps nothing once taken, even when asked to keep again', async () => {
    const { keepEarlyKeys, takeEarlyKeys } = await import('./early-keys');
    const pressed = vi.fn();
    keepEarlyKeys(pressed);
    takeEarlyKeys();
    keepEarlyKeys(pressed);
    press('?');
    expect(pressed).not.toHaveBeenCalled();
    expect(takeEarlyKeys()).toEqual([]);
  });

  it('listens once however often it is asked to keep', async () => {
    const { keepEarlyKeys, takeEarlyKeys } = await import('./early-keys');
    const pressed = vi.fn();
    keepEarlyKeys(pressed);
    keepEarlyKeys(pressed);
    press('?');
    expect(takeEarlyKeys()).toHaveLength(1);
    takeEarlyKeys();
  });
});
