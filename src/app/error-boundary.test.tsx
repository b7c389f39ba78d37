import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

describe('ErrorBoundary', () => {
  it('shows the error screen for a throwing page, logs it, and "Try Again" renders again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('boom');
      return <p>Recovered content</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/refreshing the page usually fixes it/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Unexpected render error:',
      expect.any(Error),
      expect.anything(),
    );

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('clears the error when the reset key (the route) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Other page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Other page')).toBeInTheDocument();
  });

  it('leaves a quiet part out instead of showing the error screen, until the route changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    function Part() {
      if (shouldThrow) throw new Error('boom');
      return <p>The part</p>;
    }
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" quiet>
        <Part />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b" quiet>
        <Part />
      </ErrorBoundary>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
