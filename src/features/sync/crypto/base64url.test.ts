import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';

describe('base64url', () => {
  it('writes and reads what Node’s base64url does, for every length of tail', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 13) & 255);
      const text = Buffer.from(bytes).toString('base64url');
      expect(toBase64url(bytes)).toBe(text);
      expect(toBase64url(bytes.buffer)).toBe(text);
      expect([...fromBase64url(text)]).toEqual([...bytes]);
    }
  });

  it('refuses text that is not base64url', () => {
    for (const text of ['ab+c', 'ab/c', 'abc=', 'é', 'A'])
      expect(() => fromBase64url(text)).toThrow('Not base64url');
  });
});
