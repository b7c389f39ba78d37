import { describe, expect, it } from 'vitest';
import { applyImport, forgetUndo } from './apply';
import { buildBackup } from './backup-file';
import { planImport } from './plan';
import { readImportBytes } from './read-input';
import { backupSections } from './sections';
import { sampleState, storageSnapshot, writeState } from './test-state';

/** mulberry32: the same seed gives the same thousands of files on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY: unknown[] = [
  -1,
  101,
  1e308,
  NaN,
  null,
  '',
  'not a date',
  '<script>x</script>',
  '<b>x</b>',
  [],
  {},
  { __proto__: 1 },
  'x'.repeat(300),
  true,
  '2024-13-45',
  0,
];

function mutateValue(value: unknown, random: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  if (Array.isArray(value)) {
    if (value.length && random() < 0.7) {
      const copy = [...value];
      const i = Math.floor(random() * copy.length);
      const r = random();
      if (r < 0.2) copy.splice(i, 1);
      else if (r < 0.4) copy.push(copy[i]);
      else copy[i] = mutateValue(copy[i], random);
      return copy;
    }
    return random() < 0.5 ? pick(NASTY) : [...value, pick(NASTY)];
  }
  if (value && typeof value === 'object') {
    const copy = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length && random() < 0.8) {
      const key = pick(keys);
      copy[key] = mutateValue(copy[key], random);
    } else copy[pick(['__proto__', 'constructor', 'extra', 'id', 'title'])] = pick(NASTY);
    return copy;
  }
  return pick(NASTY);
}

function mutateText(text: string, random: () => number): string {
  const i = Math.floor(random() * text.length);
  const r = random();
  if (r < 0.3) return text.slice(0, i) + text.slice(i + 1 + Math.floor(random() * 5));
  if (r < 0.6)
    return text.slice(0, i) + String.fromCharCode(Math.floor(random() * 128)) + text.slice(i);
  if (r < 0.8) return text.slice(0, i) + '{"__proto__":{"x":1}}' + text.slice(i);
  return text.slice(0, i) + '['.repeat(100) + text.slice(i);
}

const SECTIONS = backupSections();

/** Every stored key still reads back through its own schema, and holds no markup. */
function storedIsValid(): boolean {
  return SECTIONS.every((section) => {
    const raw = localStorage.getItem(section.stored.key);
    if (raw === null) return true;
    if (/<\s*script|<img/i.test(raw) || raw.includes('__proto__')) return false;
    const envelope = JSON.parse(raw) as { data: unknown };
    return section.stored.schema.safeParse(envelope.data).success;
  });
}

describe('import fuzz (seeded)', () => {
  it('never throws, never changes storage on a refused file, never stores an invalid entry', () => {
    const random = prng(20_240_203);
    writeState(sampleState());
    const valid = buildBackup(new Date('2024-02-03T10:00:00Z'), '0.1.0');
    const validText = JSON.stringify(valid);
    let refused = 0;
    let applied = 0;
    for (let round = 0; round < 1500; round++) {
      forgetUndo();
      localStorage.clear();
      writeState(sampleState());
      const before = JSON.stringify(storageSnapshot());
      const text =
        random() < 0.5
          ? mutateText(validText, random)
          : JSON.stringify(mutateValue(mutateValue(valid, random), random));
      const source = readImportBytes(new TextEncoder().encode(text), 'fuzz.json');
      if (source.kind !== 'backup') {
        refused++;
        if (JSON.stringify(storageSnapshot()) !== before)
          expect.fail(`refused file changed storage: ${text}`);
        continue;
      }
      const plan = planImport(source.data);
      if (JSON.stringify(storageSnapshot()) !== before) expect.fail('a preview changed storage');
      applyImport(plan, random() < 0.5 ? 'merge' : 'replace');
      applied++;
      if (!storedIsValid()) expect.fail(`an invalid entry was stored from: ${text}`);
    }
    expect(refused).toBeGreaterThan(100);
    expect(applied).toBeGreaterThan(100);
  }, 30_000);
});
