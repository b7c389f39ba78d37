import { useState } from 'react';
import { Download, Share2 } from 'lucide-react';
import { Button } from '@/components/button';
import { formatNumber, useT } from '@/lib/i18n';
import { imageUrl } from '@/lib/tmdb/images';
import { getRuntimeConfig } from '@shared/config/runtime-config';
import type { RewindYear } from '../model/rewind-types';
import { hoursOf } from '../rewind-years';
import { loadPoster, type CardContent, type CardFormat } from '../share/card-content';
import { cardBlob, drawCard } from '../share/draw-card';
import { saveBlob } from '@/lib/save-blob';
import { canShare, shareImage } from '../share/share-image';
import styles from '../rewind.module.css';

/** "Save image" in both sizes and "Share": the card is drawn here, on the device. */
export function SharePanel({ rewind }: { rewind: RewindYear }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function content(): Promise<CardContent> {
    const top = rewind.topTitles[0];
    const base = getRuntimeConfig().catalog.imageBaseUrl;
    const poster = top?.posterPath
      ? await loadPoster(imageUrl(top.posterPath, 'w342'), location.origin, base)
      : null;
    const hours = (s: number) => formatNumber(hoursOf(s));
    return {
      brand: 'Reelbeat',
      heading: t('rewind.card.heading', { year: rewind.year }),
      figures: [
        { value: hours(rewind.watchedSeconds), label: t('rewind.card.watched') },
        { value: hours(rewind.listenedSeconds), label: t('rewind.card.listened') },
        {
          value: formatNumber(rewind.moviesFinished + rewind.episodesFinished),
          label: t('rewind.card.finished'),
        },
        { value: formatNumber(rewind.streak?.days ?? 0), label: t('rewind.card.streak') },
      ],
      lists: [
        { title: t('rewind.topTitles.title'), items: rewind.topTitles.map((x) => x.title) },
        {
          title: t('rewind.topSongs.title'),
          items: rewind.topSongs.map((s) => `${s.name} — ${s.artist}`),
        },
        { title: t('rewind.topArtists.title'), items: rewind.topArtists.map((a) => a.key) },
      ].filter((list) => list.items.length > 0),
      poster,
    };
  }

  async function make(format: CardFormat) {
    const canvas = document.createElement('canvas');
    drawCard(canvas, await content(), format);
    return cardBlob(canvas);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const name = (format: CardFormat) =>
    `reelbeat-rewind-${rewind.year}-${format === 'tall' ? '1080x1920' : '1080x1080'}.png`;
  const save = (format: CardFormat) => run(async () => saveBlob(await make(format), name(format)));
  const share = () =>
    run(async () => {
      const heading = t('rewind.card.heading', { year: rewind.year });
      await shareImage(await make('tall'), name('tall'), heading, heading);
    });

  return (
    <section className={styles.share} aria-labelledby="rewind-share">
      <h2 id="rewind-share" className={styles.cardTitle}>
        {t('rewind.share.title')}
      </h2>
      <div className={styles.shareButtons}>
        <Button onClick={() => void save('tall')} disabled={busy}>
          <Download aria-hidden="true" size={18} /> {t('rewind.share.tall')}
        </Button>
        <Button onClick={() => void save('square')} disabled={busy}>
          <Download aria-hidden="true" size={18} /> {t('rewind.share.square')}
        </Button>
        {canShare() ? (
          <Button variant="primary" onClick={() => void share()} disabled={busy}>
            <Share2 aria-hidden="true" size={18} /> {t('rewind.share.share')}
          </Button>
        ) : null}
      </div>
      <p className={styles.counted}>{t('rewind.share.privacy')}</p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('rewind.share.failed')}
        </p>
      ) : null}
    </section>
  );
}
