import { describe, expect, it } from 'vitest';
import { shapeChanges } from './session-routes.ts';

describe('the long session’s route phase', () => {
  it('names the kinds of node a page holds more or fewer of than at its baseline', () => {
    const base = { div: 40, '#text': 20, 'link[rel=modulepreload]': 3 };
    const last = { div: 40, '#text': 21, 'div[role=status][aria-live=polite]': 1 };
    expect(shapeChanges(base, last)).toEqual([
      '+1 #text',
      '-3 link[rel=modulepreload]',
      '+1 div[role=status][aria-live=polite]',
    ]);
    expect(shapeChanges(base, { ...base })).toEqual([]);
  });
});
