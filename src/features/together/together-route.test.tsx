import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import TogetherRoute from './together-route';

describe('TogetherRoute', () => {
  it('opens as every page does: its heading in the page frame, and the document titled', () => {
    document.title = 'Reelbeat';
    render(
      <MemoryRouter initialEntries={['/together']}>
        <Routes>
          <Route path="/together/:room?" element={<TogetherRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Together' });
    // The shared page frame's header, as on every other page.
    expect(heading.closest('header')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Listen together' })).toBeVisible();
    expect(document.title).toBe('Together - Reelbeat');
  });
});
