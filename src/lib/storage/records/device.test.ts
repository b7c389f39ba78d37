import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEY, deviceId, resetDevice } from './device';

beforeEach(() => {
  localStorage.clear();
  resetDevice();
});
afterEach(() => vi.restoreAllMocks());

describe('deviceId', () => {
  it('makes an id once and keeps it', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-z]{8}$/);
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toEqual({ id });
    resetDevice();
    expect(deviceId()).toBe(id);
  });

  it('writes nothing when the id is already kept (every later page start)', () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ id: 'abcd1234', clock: 'x' }));
    const write = vi.spyOn(Storage.prototype, 'setItem');
    expect(deviceId()).toBe('abcd1234');
    expect(write).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toEqual({ id: 'abcd1234', clock: 'x' });
  });

  it('makes a new id in place of an unreadable one', () => {
    localStorage.setItem(DEVICE_KEY, '{broken');
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-z]{8}$/);
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toEqual({ id });
  });
});
