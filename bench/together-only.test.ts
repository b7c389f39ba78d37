import { describe, expect, it } from 'vitest';
import budgetsFile from './budgets.json' with { type: 'json' };
import { budgetsSchema } from './budgets.ts';
import { checkTogether } from './together-only.ts';
import { percentile, type TogetherRoomsResult } from './together-rooms.ts';

const budgets = budgetsSchema.parse(budgetsFile);
const result = (patch: Partial<TogetherRoomsResult> = {}): TogetherRoomsResult => ({
  rooms: 200,
  membersPerRoom: 5,
  actions: 2000,
  deliveries: 8000,
  p50Ms: 1,
  p99Ms: 40,
  maxMs: 80,
  rssMb: 150,
  lost: 0,
  ...patch,
});
const failed = (r: Parameters<typeof checkTogether>[0]) =>
  checkTogether(r, budgets).filter((c) => !c.ok).length;

describe('the rooms’ budgets', () => {
  it('pass within 100 ms p99 and 250 MB, and fail past either, or with a lost delivery', () => {
    expect(failed(result())).toBe(0);
    expect(failed(result({ p99Ms: 101 }))).toBe(1);
    expect(failed(result({ rssMb: 251 }))).toBe(1);
    expect(failed(result({ lost: 1 }))).toBe(1);
  });

  it('fail when nothing could be measured', () => {
    expect(failed({ unavailable: 'no port' })).toBe(2);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([], 99)).toBeNaN();
  });
});
