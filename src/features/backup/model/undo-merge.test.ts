import { describe, expect, it } from 'vitest';
import type { Section } from './sections';
import { undoValue } from './undo-merge';

const list = {
  kind: 'list',
  idOf: (entry: unknown) => (entry as { id: string }).id,
} as unknown as Section;
const object = { kind: 'object', idOf: (_: unknown, key: string) => key } as unknown as Section;

const item = (id: string, note = '') => ({ id, note });
const ids = (value: unknown) => (value as { id: string; note: string }[]).map((e) => e.id + e.note);

describe('undoValue', () => {
  it('puts the list back as it was when nothing changed since the import', () => {
    const before = [item('a'), item('b')];
    const after = [item('c'), item('a', '*'), item('b')];
    expect(undoValue(list, before, after, structuredClone(after))).toBe(before);
  });

  it('takes back what the import wrote and keeps what was done since', () => {
    const before = [item('a'), item('b'), item('c')];
    // The import added x and changed b.
    const after = [item('x'), item('a'), item('b', '*'), item('c')];
    // Since then: y added, c edited, a removed.
    const current = [item('y'), item('x'), item('b', '*'), item('c', '!')];
    expect(ids(undoValue(list, before, after, current))).toEqual(['y', 'b', 'c!']);
  });

  it('keeps an entry the import changed and someone changed again since', () => {
    const before = [item('a')];
    const after = [item('a', '*')];
    expect(ids(undoValue(list, before, after, [item('a', '!')]))).toEqual(['a!']);
  });

  it('brings back what a Replace removed, where it was, unless it came back since', () => {
    const before = [item('a'), item('b'), item('c'), item('d')];
    const after = [item('a'), item('c')];
    const current = [item('n'), item('a'), item('c')];
    expect(ids(undoValue(list, before, after, current))).toEqual(['n', 'a', 'b', 'c', 'd']);
    const back = [item('b', '!'), item('a'), item('c')];
    expect(ids(undoValue(list, before, after, back))).toEqual(['b!', 'a', 'c', 'd']);
  });

  it('empties a list that had nothing before, but for what was added since', () => {
    const after = [item('x'), item('z')];
    expect(ids(undoValue(list, undefined, after, after))).toEqual([]);
    expect(ids(undoValue(list, undefined, after, [item('n'), ...after]))).toEqual(['n']);
  });

  it('undoes settings whole, and only when nobody changed them since', () => {
    const before = { theme: 'dark', language: 'en' };
    const after = { theme: 'light', language: 'de' };
    expect(undoValue(object, before, after, { ...after })).toBe(before);
    const current = { theme: 'light', language: 'ja' };
    expect(undoValue(object, before, after, current)).toBe(current);
    // A profile that had no settings before goes back to none.
    expect(undoValue(object, undefined, after, { ...after })).toBeNull();
  });
});
