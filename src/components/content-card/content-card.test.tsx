import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForLeadImage, resetLeadImage } from '@/lib/startup/lead-image';
import { renderWithProviders } from '../../test/render-app';
import { CardGenres, CardOverlay } from './card-overlay';
import { ContentCard } from './content-card';

const item = {
  id: 1,
  type: 'movie' as const,
  title: 'Alpha',
  posterPath: '/a.jpg',
  voteAverage: 7.25,
  releaseDate: '2020-05-01',
};

/**
 * A card's props with fresh handlers: a title not in the library, a favourite. `overlay`: what
 * changes of the overlay's props; `card`: of the card's.
 */
function cardProps(overlay = {}) {
  const handlers = {
    onPlay: vi.fn(),
    onToggleLibrary: vi.fn(),
    onToggleFavorite: vi.fn(),
    onDetails: vi.fn(),
  };
  const props = {
    item,
    detailsHref: '/movie/1',
    overlay: (
      <CardOverlay
        item={item}
        genres={['Drama', 'Crime']}
        inLibrary={false}
        isFavorite
        {...handlers}
        {...overlay}
      />
    ),
  };
  return { props, handlers };
}

function setup({ overlay = {}, card = {} } = {}) {
  const { props, handlers } = cardProps(overlay);
  renderWithProviders(<ContentCard {...props} {...card} />);
  return handlers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const hover = () => fireEvent.pointerEnter(screen.getByRole('article'));

describe('ContentCard', () => {
  it('shows title, rating, year and genres, with a lazy responsive poster', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/movie/1');
    hover();
    expect(screen.getByText('7.3')).toBeInTheDocument();
    expect(screen.getByText('2020')).toBeInTheDocument();
    expect(screen.getByText('Drama · Crime')).toBeInTheDocument();
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('w154');
  });

  it('on the first screen leaves its poster out until the lead has painted, unless it is the lead', () => {
    resetLeadImage();
    holdForLeadImage();
    const { props } = cardProps();
    renderWithProviders(
      <>
        <ContentCard {...props} item={item} detailsHref="/movie/1" imagePriority="high" />
        <ContentCard {...props} item={{ ...item, id: 2, title: 'Beta' }} detailsHref="/movie/2" />
      </>,
    );
    const [lead, other] = [...document.querySelectorAll('img')];
    expect(lead).toHaveAttribute('src', expect.stringContaining('/a.jpg'));
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(other).not.toHaveAttribute('src');
    expect(other).not.toHaveAttribute('srcset');
    // Its box keeps its size meanwhile.
    expect(other).toHaveAttribute('width', '200');
    expect(other).toHaveAttribute('height', '300');

    // The lead fails to load (jsdom loads nothing): the others go at once.
    act(() => void fireEvent.error(lead!));
    expect(other).toHaveAttribute('src', expect.stringContaining('/a.jpg'));
    expect(other!.getAttribute('srcset')).toContain('w154');
  });

  it('hides rating, year and genres on request and renders the preview slot', () => {
    setup({
      overlay: { showRating: false, showYear: false, showGenres: false },
      card: { preview: <p>Trailer</p> },
    });
    hover();
    expect(screen.queryByText('7.3')).toBeNull();
    expect(screen.queryByText('2020')).toBeNull();
    expect(screen.queryByText('Drama · Crime')).toBeNull();
    expect(screen.getByText('Trailer')).toBeInTheDocument();
  });

  it('builds the overlay only on hover or focus, and resolves lazy genre names inside it', () => {
    setup({ overlay: { genres: <p>Lazy genres</p> }, card: { preview: <p>Trailer</p> } });
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('7.3')).toBeNull();
    expect(screen.queryByText('Lazy genres')).toBeNull();
    expect(screen.queryByText('Trailer')).toBeNull();
    hover();
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText('Lazy genres')).toBeInTheDocument();
    expect(screen.getByText('Trailer')).toBeInTheDocument();
  });

  it('keeps the genre line in place while the names are still to come, so nothing above it moves', () => {
    const { rerender } = renderWithProviders(<CardGenres names={null} />);
    const line = document.querySelector('p')!;
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line.textContent).toBe('\u00a0');
    rerender(<CardGenres names={['Drama', 'Crime', 'Action', 'War']} />);
    expect(screen.getByText('Drama · Crime · Action')).toBeInTheDocument();
    rerender(<CardGenres names={[]} />);
    expect(document.querySelector('p')).toBeNull();
  });

  it('every button is reachable by keyboard and named: Tab goes from the link to the buttons', async () => {
    const handlers = setup();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play Alpha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(handlers.onPlay).toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add Alpha to library' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(handlers.onToggleLibrary).toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Alpha from favorites' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Details for Alpha' })).toHaveFocus();
  });

  it('asks whether the screen has hover once, however many cards mount', () => {
    const matchMedia = vi.fn(() => ({ matches: false }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { props } = cardProps();
    renderWithProviders(
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <ContentCard key={i} {...props} item={{ ...item, id: i }} detailsHref={`/movie/${i}`} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });

  it('on a screen without hover, builds the overlay once the card nears the viewport', () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    setup();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => notify([{ isIntersecting: true, target: screen.getByRole('article') }]));
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
