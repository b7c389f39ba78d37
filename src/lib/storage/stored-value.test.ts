import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createStoredValue } from './stored-value';
import { getStorageProblem, dismissStorageProblem } from './storage-problems';
import { describeProblem } from './storage-words';

const listSchema = z.array(z.object({ id: z.number() }));
const make = (migrate?: (value: unknown, from: number) => unknown) =>
  createStoredValue({
    key: 'test_list',
    version: 2,
    schema: listSchema,
    fallback: () => [],
    migrate,
  });

describe('createStoredValue', () => {
  it('returns the fallback when nothing is stored', () => {
    expect(make().read()).toEqual([]);
  });

  it('writes a versioned envelope and reads it back', () => {
    const value = make();
    expect(value.write([{ id: 1 }])).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('test_list')!)).toEqual({ v: 2, data: [{ id: 1 }] });
    expect(make().read()).toEqual([{ id: 1 }]);
  });

  it('keeps invalid data aside under .corrupt and falls back', () => {
    localStorage.setItem('test_list', JSON.stringify({ v: 2, data: [{ id: 'x' }] }));
    expect(make().read()).toEqual([]);
    expect(localStorage.getItem('test_list.corrupt')).toBe(
      JSON.stringify({ v: 2, data: [{ id: 'x' }] }),
    );
    expect(localStorage.getItem('test_list')).toBeNull();
  });

  it('keeps unparseable JSON aside', () => {
    localStorage.setItem('test_list', '{not json');
    expect(make().read()).toEqual([]);
    expect(localStorage.getItem('test_list.corrupt')).toBe('{not json');
  });

  it('treats a value from a newer version as unreadable', () => {
    localStorage.setItem('test_list', JSON.stringify({ v: 9, data: [] }));
    expect(make().read()).toEqual([]);
    expect(localStorage.getItem('test_list.corrupt')).not.toBeNull();
  });

  it('migrates older versions, including unversioned legacy data', () => {
    const migrate = vi.fn((value: unknown, from: number) =>
      from === 0 ? (value as number[]).map((id) => ({ id })) : value,
    );
    localStorage.setItem('test_list', JSON.stringify([4, 5]));
    expect(make(migrate).read()).toEqual([{ id: 4 }, { id: 5 }]);
    expect(migrate).toHaveBeenCalledWith([4, 5], 0);

    localStorage.setItem('test_list', JSON.stringify({ v: 1, data: [{ id: 7 }] }));
    expect(make(migrate).read()).toEqual([{ id: 7 }]);
    expect(migrate).toHaveBeenLastCalledWith([{ id: 7 }], 1);
  });

  it('a full quota keeps the previous value and raises a clear notice', () => {
    const value = make();
    value.write([{ id: 1 }]);
    const before = localStorage.getItem('test_list');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(value.write([{ id: 1 }, { id: 2 }])).toEqual({ ok: false, reason: 'quota' });
    expect(localStorage.getItem('test_list')).toBe(before);
    expect(getStorageProblem()?.reason).toBe('quota');
    const problem = getStorageProblem()!;
    expect(describeProblem(problem.key, problem.reason)).toMatch(/storage is full/i);
    dismissStorageProblem();
  });

  it('reports other write failures as unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(make().write([])).toEqual({ ok: false, reason: 'unavailable' });
    dismissStorageProblem();
  });
});

describe('exists', () => {
  it('is true only for a readable stored value', () => {
    const value = make();
    expect(value.exists()).toBe(false);
    value.write([]);
    expect(value.exists()).toBe(true);
    localStorage.setItem('test_list', 'garbage');
    expect(value.exists()).toBe(false);
  });
});
