import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { activateEnglish } from '@/test/i18n';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { playSong } from '../player-actions';
import { song } from '@/test/song-fixtures';
import { QueueDialog } from './queue-dialog';
import { queueLength } from './queue-length';

const catalogs = import.meta.glob<{ messages: Messages }>('../messages/*.json', {
  eager: true,
  query: '?lingui',
});
const activate = (locale: 'de' | 'ja') =>
  i18n.loadAndActivate({ locale, messages: catalogs[`../messages/${locale}.json`]!.messages });

afterEach(activateEnglish);

describe('the queue in other languages', () => {
  it('writes the total length in the reader’s units', () => {
    const long = [song('a', 3600), song('b', 300)];
    expect(queueLength(long)).toBe('1h 5m');
    expect(queueLength([song('c', 420), song('d', null)])).toBe('7m');
    activate('de');
    expect(queueLength(long)).toBe('1 Std. 5 Min.');
    activate('ja');
    expect(queueLength(long)).toBe('1時間5分');
  });

  it('counts songs with each language’s plural forms', () => {
    usePlayerStore.setState(initialPlayerState(), true);
    playSong(song('a', 60), [song('a', 60)], 0);
    activate('de');
    const { unmount } = render(<QueueDialog onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Warteschlange' })).toBeInTheDocument();
    expect(screen.getByText('1 Song · 1 Min.')).toBeInTheDocument();
    unmount();
    playSong(song('b', 60), [song('a', 60), song('b', 60)], 1);
    render(<QueueDialog onClose={() => {}} />);
    expect(screen.getByText('2 Songs · 2 Min.')).toBeInTheDocument();
  });
});
