import { describe, expect, it } from 'vitest';
import { AVATAR_PAIRS, avatarColours, avatarSvg, contrastRatio, initialsOf } from './avatar';

describe('the generated avatar', () => {
  it('is the same for the same profile id, and differs between ids', () => {
    expect(avatarSvg('k3j9x0aa', 'Sam')).toBe(avatarSvg('k3j9x0aa', 'Sam'));
    const ids = ['main', 'a1b2c3d4', 'zz99yy88', 'q0w9e8r7', 'm5n6b7v8', 'p1o2i3u4'];
    expect(new Set(ids.map((id) => avatarColours(id).join())).size).toBeGreaterThan(1);
  });

  it('picks every colour pair for some id (the hash spreads)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(avatarColours(i.toString(36)).join());
    expect(seen.size).toBe(AVATAR_PAIRS.length);
  });

  it('has readable initials on every pair (contrast of at least 4.5:1)', () => {
    for (const [background, text] of AVATAR_PAIRS)
      expect(contrastRatio(background, text), `${background} on ${text}`).toBeGreaterThanOrEqual(
        4.5,
      );
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('writes initials from the name', () => {
    expect(initialsOf('Ana Lucía Pérez')).toBe('AL');
    expect(initialsOf('  kim ')).toBe('KI');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('ゆき')).toBe('ゆき');
    expect(initialsOf('😀 Party')).toBe('😀P');
  });

  it('escapes the name in the SVG', () => {
    const svg = avatarSvg('main', '<b> &');
    expect(svg).toContain('&#60;&#38;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain(`fill="${avatarColours('main')[0]}"`);
  });
});
