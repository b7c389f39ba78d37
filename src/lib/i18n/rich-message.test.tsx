import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { RichMessage } from './rich-message';

describe('RichMessage', () => {
  it('puts each numbered tag’s text inside its element, where the translation places it', () => {
    i18n.load('en', { 'lib.test.rich': 'Read the <0>FAQ</0> before you <1>write</1>.' });
    const { container } = render(
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichMessage fills in the text
      <RichMessage id="lib.test.rich" components={[<a href="/faq" />, <strong />]} />,
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(container.querySelector('strong')).toHaveTextContent('write');
    expect(container).toHaveTextContent('Read the FAQ before you write.');
  });
});
