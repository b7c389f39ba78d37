import { describe, expect, it } from 'vitest';
import { createClock, formatStamp, isStamp, parseStamp, stampAt } from './hlc';

const node = (device: string) => device.padEnd(12, '0');

describe('the hybrid logical clock', () => {
  it('makes fixed-width stamps that order as text in the order they were made', () => {
    let now = 1_700_000_000_000;
    const clock = createClock({ node: node('a'), physical: () => now });
    const first = clock.now();
    const second = clock.now();
    now += 5;
    const third = clock.now();
    expect([first, second, third].every(isStamp)).toBe(true);
    expect(new Set([first, second, third].map((s) => s.length)).size).toBe(1);
    expect(first < second && second < third).toBe(true);
    expect(parseStamp(third)).toEqual({ wall: now, counter: 0, node: node('a') });
  });

  it('never goes back when the physical clock does', () => {
    let now = 1_700_000_000_000;
    const clock = createClock({ node: node('a'), physical: () => now });
    const before = clock.now();
    now -= 60_000;
    expect(clock.now() > before).toBe(true);
  });

  it('lets a device with a slow clock win once it has seen a change from a fast one', () => {
    const fast = createClock({ node: node('fast'), physical: () => Date.UTC(2030, 0, 1) });
    const slow = createClock({ node: node('slow'), physical: () => Date.UTC(2025, 0, 1) });
    const theirs = fast.now();
    expect(slow.now() < theirs).toBe(true);
    slow.observe(theirs);
    expect(slow.now() > theirs).toBe(true);
  });

  it('ignores what is not a stamp and stamps from beyond 2100', () => {
    const clock = createClock({ node: node('a'), physical: () => 1000 });
    clock.observe('nonsense');
    const far = `${Date.UTC(2200, 0, 1).toString(36).padStart(9, '0')}-0000-${node('b')}`;
    expect(isStamp(far)).toBe(false);
    clock.observe(far);
    expect(parseStamp(clock.now()).wall).toBe(1000);
  });

  it('starts above the stamp a previous page kept and reports when it runs ahead', () => {
    const ahead: string[] = [];
    const start = createClock({ node: node('x'), physical: () => 5_000 }).now();
    const clock = createClock({
      node: node('a'),
      physical: () => 1_000,
      start,
      onAhead: (stamp) => ahead.push(stamp),
    });
    const next = clock.now();
    expect(next > start).toBe(true);
    expect(ahead).toEqual([next]);
  });

  it('moves to the next millisecond when the counter is full', () => {
    const start = formatStamp({ wall: 0, counter: 36 ** 4 - 2, node: node('a') });
    const clock = createClock({ node: node('a'), physical: () => 0, start });
    expect(parseStamp(clock.now())).toMatchObject({ wall: 0, counter: 36 ** 4 - 1 });
    expect(parseStamp(clock.now())).toMatchObject({ wall: 1, counter: 0 });
  });

  it('has the lowest stamp of a time below every stamp made then', () => {
    const clock = createClock({ node: node('a'), physical: () => 42 });
    expect(stampAt(42) < clock.now()).toBe(true);
    expect(stampAt(43) > clock.now()).toBe(true);
  });
});
