import { describe, expect, it } from 'vitest';
import { isGenericEpisodeName } from './episode-name';

describe('a generic episode name', () => {
  it.each([
    'Episode 3',
    'episode 03',
    'Folge 3',
    'Episodio 3',
    'Épisode 3',
    'Episódio 3',
    'Ep. 3',
    '第3話',
    '第３話',
    '第3集',
    '3화',
    '에피소드 3',
    '',
    '  ',
  ])('"%s" is only the number of episode 3', (name) => {
    expect(isGenericEpisodeName(name, 3)).toBe(true);
  });

  it.each(['Pilot', 'Episode 13', '第13話', 'Episode 3: The Return', 'The Third Episode'])(
    '"%s" says more than the number of episode 3',
    (name) => {
      expect(isGenericEpisodeName(name, 3)).toBe(false);
    },
  );
});
