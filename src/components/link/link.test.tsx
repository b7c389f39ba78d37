import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return (
    <output>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderAt(link: React.ReactNode, start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('renders a real address and navigates in the page on a plain click, with its state', () => {
    renderAt(
      <Link to="/movie/550?tab=cast" state={{ from: 'home' }} className="card">
        Fight Club
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Fight Club' });
    expect(link).toHaveAttribute('href', '/movie/550?tab=cast');
    expect(link).toHaveClass('card');
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/movie/550?tab=cast {"from":"home"}');
  });

  it('leaves modified clicks (new tab) and other targets to the browser', () => {
    renderAt(<Link to="/search">Search</Link>);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(screen.getByRole('status')).toHaveTextContent(/^\/ /);
  });

  it('runs its own click handler first, which may cancel the navigation', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      <Link to="/music" onClick={onClick}>
        Music
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(/^\/ /);
  });

  it('replaces the history entry when asked, and pushes one otherwise', () => {
    function How() {
      return <span data-testid="how">{useNavigationType()}</span>;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b" replace>
          B
        </Link>
        <Link to="/c">C</Link>
        <How />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(screen.getByTestId('how')).toHaveTextContent('PUSH');
  });
});
