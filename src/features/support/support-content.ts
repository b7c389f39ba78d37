import { Server, Sparkles, Star, Users } from 'lucide-react';

/** The fixed texts of the support page (music-and-support spec, "Support page"). */
export const SUPPORT_STATS = [
  { value: '50K+', label: 'Happy Users' },
  { value: '24/7', label: 'Uptime' },
  { value: '100%', label: 'Free Access' },
] as const;

export const SUGGESTED_AMOUNTS = [100, 250, 500] as const;

export const IMPACT_CARDS = [
  {
    icon: Server,
    title: 'Server Maintenance',
    text: 'Keeps Reelbeat fast and online around the clock for everyone.',
  },
  {
    icon: Users,
    title: 'Community Growth',
    text: 'Helps more people discover a free, ad-free place to watch and listen.',
  },
  {
    icon: Sparkles,
    title: 'New Features',
    text: 'Funds the time spent building what you ask for next.',
  },
  {
    icon: Star,
    title: 'Content Quality',
    text: 'Pays for better sources, cleaner streams and a smoother player.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'Reelbeat is the only place I can watch without ads popping up every minute. Happy to chip in.',
    author: 'Anonymous user',
  },
  {
    quote: 'Movies, anime and my playlists in one app, and it is free. It deserves the support.',
    author: 'Anonymous user',
  },
] as const;
