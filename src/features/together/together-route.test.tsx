import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
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

  it('opens the room of a pasted invite link, and says what is wrong with anything else', async () => {
    const user = userEvent.setup();
    const room = 'AbCdEfGhIjKlMnOpQrStUv_-';
    function Invited() {
      return <p>invite page of {useParams().room}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/together']}>
        <Routes>
          <Route path="/together" element={<TogetherRoute />} />
          <Route path="/together/:room" element={<Invited />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Watch together' })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Invite link' });
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open).toBeDisabled();

    await user.type(field, 'see you at eight');
    await user.click(open);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is not an invite link. Paste the whole link the host sent you.',
    );
    expect(field).toHaveValue('see you at eight');

    const elsewhere = `https://friends.example/#/together/${room}`;
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, elsewhere);
    await user.click(open);
    expect(screen.getByRole('link', { name: 'Open it there' })).toHaveAttribute('href', elsewhere);

    await user.clear(field);
    await user.type(field, `${location.origin}${location.pathname}#/together/${room}`);
    await user.click(open);
    expect(screen.getByText(`invite page of ${room}`)).toBeVisible();
  });
});
