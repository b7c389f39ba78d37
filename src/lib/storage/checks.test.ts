import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  intBetween,
  isBoolean,
  matching,
  oneOf,
  partialObjectSchema,
  valueSchema,
} from './checks';

const shape = {
  theme: oneOf(['dark', 'light']),
  volume: intBetween(0, 100),
  accent: matching(/^#[0-9a-f]{6}$/),
  servers: arrayOf(oneOf(['a', 'b'])),
  muted: isBoolean,
};
const defaults = { theme: 'dark', volume: 80, accent: '#ffffff', servers: [], muted: false };
const schema = partialObjectSchema(shape, (fields) => ({ ...defaults, ...fields }));

describe('storage checks', () => {
  it('merges the valid fields given over the defaults and drops unknown ones', () => {
    const parsed = schema.safeParse({ theme: 'light', servers: ['b'], other: 1, muted: undefined });
    expect(parsed).toEqual({
      success: true,
      data: { ...defaults, theme: 'light', servers: ['b'] },
    });
  });

  it('rejects a field that fails its check, naming it, and anything not an object', () => {
    for (const bad of [{ volume: 101 }, { volume: 1.5 }, { accent: 'red' }, { servers: ['c'] }]) {
      const parsed = schema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(Object.keys(bad));
    }
    expect(schema.safeParse([]).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('checks a single value', () => {
    const theme = valueSchema(oneOf(['dark', 'light']));
    expect(theme.safeParse('light')).toEqual({ success: true, data: 'light' });
    expect(theme.safeParse('blue').success).toBe(false);
  });
});
