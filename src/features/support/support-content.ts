import { knownWord } from '@/lib/i18n/known-word';
import { msg } from '@/lib/i18n';
import { Server, Sparkles, Star, Users } from 'lucide-react';

/** The fixed texts of the support page (its ways to help and thanks), as message ids. */
export const SUPPORT_STATS = [
  { value: '50K+', label: msg('support.stats.users') },
  { value: '24/7', label: msg('support.stats.uptime') },
  { value: '100%', label: msg('support.stats.free') },
] as const;

export const SUGGESTED_AMOUNTS = [100, 250, 500] as const;

export const IMPACT_CARDS = [
  {
    icon: Server,
    title: msg('support.impact.servers.title'),
    text: msg('support.impact.servers.text'),
  },
  {
    icon: Users,
    title: msg('support.impact.community.title'),
    text: msg('support.impact.community.text'),
  },
  {
    icon: Sparkles,
    title: msg('support.impact.features.title'),
    text: msg('support.impact.features.text'),
  },
  {
    icon: Star,
    title: msg('support.impact.quality.title'),
    text: msg('support.impact.quality.text'),
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: msg('support.voices.first'),
    author: msg('support.voices.anonymous'),
  },
  {
    quote: msg('support.voices.second'),
    author: msg('support.voices.anonymous'),
  },
] as const;

/**
 * Payment methods the configuration lists that are descriptions rather than names ("UPI apps":
 * UPI is a name, "apps" is not). Google Pay, PayTM and any other method stay as configured.
 */
const METHOD_WORDS: Record<string, string> = {
  'UPI apps': msg('support.method.upiApps'),
};

/** A configured payment method in the reader's language. */
export function methodLabel(method: string): string {
  return knownWord(METHOD_WORDS, method);
}
