import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyKeys, takeEarlyKeys } from '@/lib/startup/early-keys';
import { closeShortcutsHelp } from '../help-state';
import GlobalShortcuts from './global-shortcuts';

afterEach(() => {
  takeEarlyKeys();
  act(() => closeShortcutsHelp());
});

const press = (key: string, target: Element) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: key === '?', bubbles: true }));

function mount(field = false) {
  return render(
    <MemoryRouter>
      {field ? <input type="search" aria-label="Search box" /> : null}
      <GlobalShortcuts musicShown={false} />
    </MemoryRouter>,
  );
}

describe('GlobalShortcuts and the keys pressed before it loaded', () => {
  it('opens the help for a `?` pressed before its code arrived', () => {
    keepEarlyKeys(() => {});
    press('?', document.body);
    mount();
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('leaves a key typed into a field before it loaded to the field', () => {
    const { unmount } = render(<input type="search" aria-label="Early field" />);
    keepEarlyKeys(() => {});
    press('?', screen.getByRole('searchbox', { name: 'Early field' }));
    unmount();
    mount(true);
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});
