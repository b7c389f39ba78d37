import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, targetKeepsKey } from './field-guard';

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector<HTMLElement>('[data-target]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the typing guard', () => {
  it.each([
    '<input data-target>',
    '<input type="search" data-target>',
    '<input type="email" data-target>',
    '<input type="number" data-target>',
    '<textarea data-target></textarea>',
    '<select data-target><option>a</option></select>',
    '<div contenteditable="true"><span data-target>text</span></div>',
    '<div contenteditable="plaintext-only" data-target></div>',
    '<div role="textbox" data-target></div>',
    '<div role="combobox" data-target></div>',
  ])('treats %s as typing', (html) => {
    const element = mount(html);
    expect(isTypingTarget(element)).toBe(true);
    for (const action of ['mute', 'like', 'togglePlay', 'seekBack', 'search', 'help'] as const) {
      expect(targetKeepsKey(action, element)).toBe(true);
    }
  });

  it.each([
    '<input type="checkbox" data-target>',
    '<input type="range" data-target>',
    '<button data-target>b</button>',
    '<div contenteditable="false" data-target></div>',
    '<h1 tabindex="-1" data-target>Music</h1>',
  ])('does not treat %s as typing', (html) => {
    expect(isTypingTarget(mount(html))).toBe(false);
  });

  it('lets letters and `?` through on buttons and links', () => {
    expect(targetKeepsKey('mute', mount('<button data-target>b</button>'))).toBe(false);
    expect(targetKeepsKey('help', mount('<a href="#/" data-target>a</a>'))).toBe(false);
  });

  it('keeps Space on controls that act on Space, not on the page itself', () => {
    for (const html of [
      '<button data-target>b</button>',
      '<a href="#/" data-target>a</a>',
      '<div role="slider" tabindex="0" data-target></div>',
      '<input type="checkbox" data-target>',
      '<div role="button" tabindex="0"><span data-target>x</span></div>',
    ]) {
      expect(targetKeepsKey('togglePlay', mount(html))).toBe(true);
    }
    expect(targetKeepsKey('togglePlay', mount('<h1 tabindex="-1" data-target>h</h1>'))).toBe(false);
    expect(targetKeepsKey('togglePlay', document.body)).toBe(false);
    expect(targetKeepsKey('togglePlay', null)).toBe(false);
  });

  it('keeps the arrows on sliders, lists and tabs, not on buttons', () => {
    for (const html of [
      '<div role="slider" tabindex="0" data-target></div>',
      '<input type="range" data-target>',
      '<div role="tablist"><button role="tab" data-target>t</button></div>',
      '<div role="menu"><button role="menuitem" data-target>m</button></div>',
    ]) {
      expect(targetKeepsKey('seekForward', mount(html))).toBe(true);
      expect(targetKeepsKey('volumeUp', mount(html))).toBe(true);
    }
    expect(targetKeepsKey('seekForward', mount('<button data-target>b</button>'))).toBe(false);
  });
});
