import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { ConfigProvider } from '../../config/config-context';
import type { AppConfig } from '@shared/config/config-schema';
import { testConfig } from '@shared/test/test-config';
import SupportRoute from './support-route';

const renderSupport = (support: AppConfig['support']) =>
  render(
    <ConfigProvider config={testConfig({ support })}>
      <SupportRoute />
    </ConfigProvider>,
  );

const configured = {
  upiId: 'reelbeat@upi',
  qrImageUrl: '/support.jpg',
  methods: ['Google Pay', 'PayTM', 'UPI apps'],
};

afterEach(() => vi.useRealTimers());

describe('SupportRoute', () => {
  it('shows every section of the page', () => {
    renderSupport(configured);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Reelbeat' })).toBeVisible();
    for (const text of ['50K+', 'Happy Users', '24/7', 'Uptime', 'Free Access']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Support Our Mission' })).toBeVisible();
    expect(screen.getByText('Popular: ₹100, ₹250, ₹500')).toBeVisible();
    expect(screen.getByRole('img', { name: /UPI QR code/ })).toHaveAttribute('src', '/support.jpg');
    expect(screen.getByText('reelbeat@upi')).toBeVisible();
    for (const method of configured.methods) expect(screen.getByText(method)).toBeVisible();
    for (const card of [
      'Server Maintenance',
      'Community Growth',
      'New Features',
      'Content Quality',
    ]) {
      expect(screen.getByRole('heading', { name: card })).toBeVisible();
    }
    expect(screen.getAllByRole('blockquote')).toHaveLength(2);
  });

  it('shows Copied! for two seconds after copying the UPI ID', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSupport(configured);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' })));
    expect(writeText).toHaveBeenCalledWith('reelbeat@upi');
    expect(screen.getByRole('button', { name: 'Copied!' })).toHaveTextContent('Copied!');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy UPI ID' })).toHaveTextContent('Copy');
  });

  it('opens the QR image in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSupport(configured);
    fireEvent.click(screen.getByRole('button', { name: 'Download QR' }));
    expect(open).toHaveBeenCalledWith('/support.jpg', '_blank', 'noopener,noreferrer');
  });

  it('keeps Support Now a focusable button that does nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSupport(configured);
    const button = screen.getByRole('button', { name: 'Support Now' });
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(open).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('says plainly that donations are not available, with no button that cannot work', () => {
    renderSupport({ upiId: null, qrImageUrl: '/support.jpg', methods: ['Google Pay'] });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Donations aren’t available here. You can still help by telling a friend about Reelbeat.',
    );
    expect(screen.queryByText(/operator|UPI/)).toBeNull();
    // No dead button: the only one copies a link to pass on, as the words suggest.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Copy a link to Reelbeat',
    ]);
    expect(screen.queryByText(/Popular:/)).toBeNull();
    expect(screen.queryByText('Google Pay')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Support Our Mission' })).toBeVisible();
  });

  it('translates "UPI apps" and keeps the payment methods’ names', async () => {
    await activateLocale('de', 'US');
    try {
      renderSupport({ ...configured, methods: [...configured.methods, 'PhonePe'] });
      const list = screen.getByRole('heading', { name: 'Unterstützte Zahlungsarten' })
        .nextElementSibling as HTMLElement;
      expect(list).toHaveTextContent(/^Google PayPayTMUPI-AppsPhonePe$/);
    } finally {
      activateEnglish();
    }
  });
});
