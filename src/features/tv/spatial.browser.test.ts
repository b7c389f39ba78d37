import { afterEach, describe, expect, it } from 'vitest';
import { moveFocus } from './focus-moves';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('moveFocus', () => {
  it('passes over the control a container remembers once that control is disabled', () => {
    document.body.innerHTML =
      '<section aria-label="Episode" style="display: flex; gap: 16px">' +
      '<button type="button" id="previous">Previous episode</button>' +
      '<button type="button" id="next">Next episode</button>' +
      '</section>' +
      '<button type="button" id="autoplay" style="margin-top: 40px">Autoplay</button>';
    const previous = document.getElementById('previous')!;
    previous.focus();
    // Down and out of the row: the row remembers "Previous episode" for when focus comes back.
    expect(moveFocus('down')).toBe(document.getElementById('autoplay'));
    // The first episode is playing now: nothing before it.
    previous.setAttribute('disabled', '');

    expect(moveFocus('up')).toBe(document.getElementById('next'));
    expect(document.activeElement).toBe(document.getElementById('next'));
  });
});
