import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { firstSyncItems } from '../engine/large-library';
import { DICTIONARY_V1 } from './dictionary';
import { FIXED_DEFLATE_MAX_INPUT, fixedDeflater } from './fixed-deflate';

const text = new TextEncoder();
const deflate = fixedDeflater(DICTIONARY_V1);
// Compared as Node's buffers: the typed arrays may come from different realms (jsdom).
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const roundTrip = (input: Uint8Array) =>
  same(inflateSync(deflate(input), { dictionary: DICTIONARY_V1 }), input);

describe('fixedDeflater', () => {
  it('writes DEFLATE that inflates against the dictionary to the same bytes', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const inputs = [
      new Uint8Array(0),
      text.encode('a'),
      text.encode('ab'),
      text.encode('x'.repeat(1000)),
      text.encode('abc'.repeat(300) + 'abcd'),
      Uint8Array.from({ length: FIXED_DEFLATE_MAX_INPUT }, () => Math.floor(random() * 256)),
      Uint8Array.from({ length: FIXED_DEFLATE_MAX_INPUT }, () => Math.floor(random() * 4)),
      DICTIONARY_V1.slice(0, 600),
    ];
    for (let n = 0; n < 200; n += 1)
      inputs.push(
        Uint8Array.from(
          { length: Math.floor(random() * 3000) },
          () => 97 + Math.floor(random() * 6),
        ),
      );
    for (const input of inputs) expect(roundTrip(input)).toBe(true);
  });

  it('keeps records about as small as a general deflater does, whatever came before', () => {
    const items = firstSyncItems().filter((_, i) => i % 100 === 0);
    let size = 0;
    let plain = 0;
    for (const item of items) {
      const input = text.encode(JSON.stringify(item));
      const packed = deflate(input);
      expect(same(inflateSync(packed, { dictionary: DICTIONARY_V1 }), input)).toBe(true);
      size += packed.length;
      plain += input.length;
    }
    expect(size / plain).toBeLessThan(0.45);
  });

  it('refuses an input over its size', () => {
    expect(() => deflate(new Uint8Array(FIXED_DEFLATE_MAX_INPUT + 1))).toThrow(RangeError);
  });
});
