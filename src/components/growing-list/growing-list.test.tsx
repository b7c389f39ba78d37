import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMore, useGrowingList } from './growing-list';

function List({ size }: { size: number }) {
  const items = Array.from({ length: size }, (_, i) => `item ${i + 1}`);
  const { visible, hasMore, remaining, showMore } = useGrowingList(items, 10);
  return (
    <>
      <ul>
        {visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ShowMore hasMore={hasMore} remaining={remaining} onShowMore={showMore} />
    </>
  );
}

describe('growing list', () => {
  it('renders the first step and grows on "Show more" until everything is shown', async () => {
    render(<List size={25} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (15 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows no button for a short list', () => {
    render(<List size={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
