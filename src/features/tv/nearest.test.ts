import { describe, expect, it } from 'vitest';
import { nearestAhead, overlaps } from './nearest';

function box(x: number, y: number, width = 100, height = 40) {
  const el = document.createElement('button');
  el.getBoundingClientRect = () => DOMRect.fromRect({ x, y, width, height });
  return el;
}

describe('nearestAhead', () => {
  it('picks the nearest control wholly past the edge focus leaves by', () => {
    const from = box(500, 500);
    const above = box(520, 400);
    const farAbove = box(500, 100);
    const beside = box(650, 490);
    expect(nearestAhead(from, [farAbove, beside, above], 'up')).toBe(above);
    expect(nearestAhead(from, [farAbove, beside, above], 'right')).toBe(beside);
    expect(nearestAhead(from, [farAbove, above], 'down')).toBeNull();
  });
});

describe('overlaps', () => {
  it('tells a card over a frame from one beside it', () => {
    const frame = DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 450 });
    expect(overlaps(DOMRect.fromRect({ x: 600, y: 350, width: 180, height: 80 }), frame)).toBe(
      true,
    );
    expect(overlaps(DOMRect.fromRect({ x: 0, y: 460, width: 180, height: 40 }), frame)).toBe(false);
  });
});
