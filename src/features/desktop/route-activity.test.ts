import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { reportedActivity } from './route-activity';

afterEach(() => activateEnglish());

describe('the presence of a watched episode', () => {
  const report = { kind: 'watching', title: 'The Show', season: 1, episode: 2 } as const;

  it('writes the episode code as the player does in each language', async () => {
    expect(reportedActivity(report).state).toBe('The Show · S1E2');
    await activateLocale('de', 'US');
    expect(reportedActivity(report)).toEqual({
      details: 'Schaut gerade',
      state: 'The Show · S1:F2',
    });
  });

  it('shows the title alone for a film', () => {
    expect(reportedActivity({ kind: 'watching', title: 'A Film' }).state).toBe('A Film');
  });
});
