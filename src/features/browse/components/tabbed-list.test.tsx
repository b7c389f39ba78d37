import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { TabbedList } from './tabbed-list';

describe('TabbedList offline', () => {
  it('says the list is offline, with Retry, instead of loading for ever', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <TabbedList
        heading="Trending Now"
        loadingText="Loading trending content..."
        items={undefined}
        isPending
        error={null}
        offline={{ onRetry }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trending Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByText('Loading trending content...')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
