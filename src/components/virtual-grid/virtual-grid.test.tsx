import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

interface Film {
  id: number;
  title: string;
}

const films: Film[] = Array.from({ length: 6 }, (_, i) => ({ id: i, title: `Film ${i}` }));
const getKey = (film: Film) => String(film.id);

describe('VirtualGrid', () => {
  it('shows the items near the viewport as list items', () => {
    render(
      <VirtualGrid
        items={films}
        label="Films"
        getKey={getKey}
        renderItem={(film) => <span>{film.title}</span>}
      />,
    );
    expect(screen.getByRole('list', { name: 'Films' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByText('Film 0')).toBeInTheDocument();
  });

  it('does not render the cards of rows already shown again when the grid renders', () => {
    const renderItem = vi.fn((film: Film) => <span>{film.title}</span>);
    const { rerender } = render(
      <VirtualGrid items={films} label="Films" getKey={getKey} renderItem={renderItem} />,
    );
    const calls = renderItem.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    rerender(<VirtualGrid items={films} label="Films" getKey={getKey} renderItem={renderItem} />);
    expect(renderItem).toHaveBeenCalledTimes(calls);
  });

  it('renders the cards again when the items change', () => {
    const renderItem = vi.fn((film: Film) => <span>{film.title}</span>);
    const { rerender } = render(
      <VirtualGrid items={films} label="Films" getKey={getKey} renderItem={renderItem} />,
    );
    const renamed = films.map((film) => ({ ...film, title: `${film.title} (renamed)` }));
    rerender(<VirtualGrid items={renamed} label="Films" getKey={getKey} renderItem={renderItem} />);
    expect(screen.getByText('Film 0 (renamed)')).toBeInTheDocument();
  });

  it('renders only the rows whose items changed when more items arrive', () => {
    const renderItem = vi.fn((film: Film) => <span>{film.title}</span>);
    const { rerender } = render(
      <VirtualGrid items={films} label="Films" getKey={getKey} renderItem={renderItem} />,
    );
    const rendered = (id: number) =>
      renderItem.mock.calls.filter(([film]) => film.id === id).length;
    const before = films.map((film) => rendered(film.id));
    const more = [...films, { id: 6, title: 'Film 6' }];
    rerender(<VirtualGrid items={more} label="Films" getKey={getKey} renderItem={renderItem} />);
    expect(films.map((film) => rendered(film.id))).toEqual(before);
  });
});
