import { afterEach, describe, expect, it } from 'vitest';
import { remoteActions } from './actions';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the gamepad’s directions', () => {
  it('move focus out of a text area, whose caret a gamepad cannot move', () => {
    document.body.innerHTML =
      '<main style="display: flex; gap: 20px; padding: 20px">' +
      '<button type="button">Cancel</button>' +
      '<textarea aria-label="Description" style="width: 300px; height: 80px">A long evening</textarea>' +
      '</main>';
    const cancel = document.querySelector('button')!;
    const text = document.querySelector('textarea')!;
    text.focus();
    text.setSelectionRange(text.value.length, text.value.length);

    remoteActions(() => undefined).move('left');
    expect(document.activeElement).toBe(cancel);
  });
});
