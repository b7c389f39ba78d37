import { afterEach, describe, expect, it, vi } from 'vitest';
import { settlePage } from '@/test/page-settled-mock';
import { afterPageSettled, resetPageSettled } from './use-page-settled';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

afterEach(() => resetPageSettled());

describe('afterPageSettled', () => {
  it('runs each waiting part once the page has settled, once, from one detection', () => {
    const first = vi.fn();
    const second = vi.fn();
    afterPageSettled(first);
    afterPageSettled(second);
    expect(first).not.toHaveBeenCalled();
    settlePage();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    // Nothing else was waiting on a detection of its own.
    settlePage();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page that has already settled', () => {
    afterPageSettled(() => undefined);
    settlePage();
    const later = vi.fn();
    afterPageSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
