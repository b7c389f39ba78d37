import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaRow, MediaRowItem, ROW_INITIAL_ITEMS } from './media-row';

const idle: IdleRequestCallback[] = [];
const runIdle = () =>
  act(() => {
    for (const callback of idle.splice(0)) {
      callback({ didTimeout: false, timeRemaining: () => 10 });
    }
  });

function rows(count: number) {
  const total = ROW_INITIAL_ITEMS + 5;
  render(
    <>
      {Array.from({ length: count }, (_, row) => (
        <MediaRow key={row} title={`Row ${row}`} initialItems={ROW_INITIAL_ITEMS}>
          {Array.from({ length: total }, (_, i) => (
            <MediaRowItem key={i}>item {i}</MediaRowItem>
          ))}
        </MediaRow>
      ))}
    </>,
  );
  return (row: number) =>
    screen.getByRole('list', { name: `Row ${row}` }).querySelectorAll('li').length;
}

describe('a row that builds its first items at load', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  });
  afterEach(() => {
    idle.length = 0;
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-tv');
  });

  it('builds the rest in TV mode at idle moments, one row per moment', () => {
    document.documentElement.setAttribute('data-tv', '');
    const items = rows(2);
    expect([items(0), items(1)]).toEqual([ROW_INITIAL_ITEMS, ROW_INITIAL_ITEMS]);
    runIdle();
    expect([items(0), items(1)]).toEqual([ROW_INITIAL_ITEMS + 5, ROW_INITIAL_ITEMS]);
    runIdle();
    expect([items(0), items(1)]).toEqual([ROW_INITIAL_ITEMS + 5, ROW_INITIAL_ITEMS + 5]);
    expect(idle).toHaveLength(0);
  });

  it('keeps waiting for a scroll or focus outside TV mode', () => {
    const items = rows(2);
    runIdle();
    runIdle();
    expect([items(0), items(1)]).toEqual([ROW_INITIAL_ITEMS, ROW_INITIAL_ITEMS]);
  });
});
