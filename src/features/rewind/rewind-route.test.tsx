import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { episode, local, movie, song } from './model/test-plays';
import RewindRoute from './rewind-route';
import { chosenYear, offeredYears } from './rewind-years';

const readPlayLog = vi.hoisted(() => vi.fn());
vi.mock('@/lib/storage/play-log', () => ({ readPlayLog }));

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/rewind" element={<RewindRoute />} />
      <Route path="/rewind/:year" element={<RewindRoute />} />
    </Routes>,
    { route: path },
  );

beforeEach(() => readPlayLog.mockReset());

describe('the Rewind page', () => {
  it('shows the year’s cards, each saying what it counted, with charts described in words', async () => {
    readPlayLog.mockResolvedValue({
      video: [movie(550, local(2025, 3, 14, 21), 7000), episode(1399, 1, 1, local(2025, 4, 2))],
      song: [song('a', local(2025, 7, 1, 8)), song('a', local(2025, 7, 2, 8))],
    });
    renderAt('/rewind/2025');
    expect(screen.getByRole('heading', { level: 1, name: 'Your 2025 Rewind' })).toBeInTheDocument();
    const time = (await screen.findByRole('heading', { name: 'Time spent' })).closest('section')!;
    expect(within(time).getByText('2.6 hours watched')).toBeInTheDocument();
    expect(within(time).getByText(/From 2 viewing sessions and 2 song plays/)).toBeInTheDocument();
    const finished = screen.getByRole('heading', { name: 'Finished' }).closest('section')!;
    expect(within(finished).getByText('1 movie')).toBeInTheDocument();
    expect(within(finished).getByText(/Played to 90 %/)).toBeInTheDocument();
    const songs = screen.getByRole('heading', { name: 'Top songs' }).closest('section')!;
    expect(within(songs).getByRole('listitem')).toHaveTextContent('Song a · Ada2 plays');
    expect(screen.getByText('March: 1.9 hours watched, 0 hours listened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save image (1080 × 1920)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
    // Every card of a year renders at once: a few seconds of jsdom on a busy machine.
  }, 20_000);

  it('says kindly that a year with too little history has little to show, without charts', async () => {
    readPlayLog.mockResolvedValue({ video: [], song: [song('a', local(2025, 7, 1, 8))] });
    renderAt('/rewind/2025');
    expect(await screen.findByText('Not much to look back on yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save image/ })).toBeNull();
  });
});

describe('the year Rewind opens on', () => {
  it('is the address’s, else this year, else last year in January when it has plays', () => {
    expect(chosenYear('2024', [2025], new Date(2026, 5, 1))).toBe(2024);
    expect(chosenYear(undefined, [2025], new Date(2026, 5, 1))).toBe(2026);
    expect(chosenYear(undefined, [2025], new Date(2026, 0, 20))).toBe(2025);
    expect(chosenYear(undefined, [], new Date(2026, 0, 20))).toBe(2026);
    expect(offeredYears([2024, 2026], new Date(2026, 5, 1))).toEqual([2026, 2024]);
  });
});
