import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config/config-context';
import type { AppConfig } from '@shared/config/config-schema';
import { testConfig } from '@shared/test/test-config';
import AboutRoute from './about-route';

const renderAbout = (creator: AppConfig['creator']) =>
  render(
    <ConfigProvider config={testConfig({ creator })}>
      <AboutRoute />
    </ConfigProvider>,
  );

describe('AboutRoute', () => {
  it('shows hero, the four stats, six features, technologies and the mission', () => {
    renderAbout(null);
    expect(screen.getByRole('heading', { level: 1, name: 'About Reelbeat' })).toBeVisible();
    for (const stat of ['10K+', '1M+', '6', '100%']) expect(screen.getByText(stat)).toBeVisible();
    const features = screen.getByRole('heading', { name: 'What you get' }).parentElement!;
    expect(features.querySelectorAll('h3')).toHaveLength(6);
    expect(screen.getByText('React')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });

  it('omits the creator section when none is configured', () => {
    renderAbout(null);
    expect(screen.queryByRole('heading', { name: 'The creator' })).toBeNull();
  });

  it('shows the configured creator with their links', () => {
    renderAbout({
      name: 'Ada',
      videoChannelUrl: 'https://video.example/ada',
      repositoryUrl: 'https://code.example/ada/reelbeat',
    });
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Video channel' })).toHaveAttribute(
      'href',
      'https://video.example/ada',
    );
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      'https://code.example/ada/reelbeat',
    );
  });
});
