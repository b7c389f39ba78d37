import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import DeveloperPanel from './developer-panel';

type Report = (metric: { value: number; attribution: { interactionTarget?: string } }) => void;
const reports = vi.hoisted(() => ({}) as Record<'lcp' | 'cls' | 'inp', Report>);
vi.mock('web-vitals/attribution', () => ({
  onLCP: (report: Report) => (reports.lcp = report),
  onCLS: (report: Report) => (reports.cls = report),
  onINP: (report: Report) => (reports.inp = report),
}));

describe('developer panel: Web Vitals', () => {
  it('shows this visit’s LCP, CLS and INP, and names the slowest interaction', () => {
    // The test DOM has no Performance Timeline; the library (mocked) is what reads it.
    vi.stubGlobal('PerformanceObserver', class {});
    renderWithProviders(<DeveloperPanel />, { route: '/' });
    const panel = screen.getByRole('complementary', { name: 'Developer panel' });
    expect(panel).toHaveTextContent('LCP – · CLS – · INP –');
    act(() => {
      reports.lcp({ value: 1234, attribution: {} });
      reports.cls({ value: 0.0123, attribution: {} });
      reports.inp({ value: 88, attribution: { interactionTarget: 'button.like' } });
    });
    expect(panel).toHaveTextContent('LCP 1.23 s · CLS 0.012 · INP 88 ms');
    expect(panel).toHaveTextContent('Slowest interaction: button.like');
    vi.unstubAllGlobals();
  });
});
