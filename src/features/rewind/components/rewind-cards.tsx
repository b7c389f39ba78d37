import { genreNameMap, useGenres } from '@/lib/catalog';
import { formatDate, formatNumber, useLocale, useT } from '@/lib/i18n';
import type { RewindYear } from '../model/rewind-types';
import { hoursOf } from '../rewind-years';
import styles from '../rewind.module.css';
import { Card } from './card';
import { RankList } from './rank-list';
import { TimeCharts } from './time-charts';

const fromDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** The cards of a year with enough history. */
export function RewindCards({ rewind }: { rewind: RewindYear }) {
  const t = useT();
  useLocale();
  const genres = useGenres();
  const names = genres.data ? genreNameMap(genres.data) : null;
  const hours = (seconds: number) => formatNumber(hoursOf(seconds));
  const short = (seconds: number) => t('rewind.hoursShort', { hours: hours(seconds) });
  const plays = (count: number) => t('rewind.plays.value', { count });
  const { year, previous } = rewind;
  const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
  return (
    <div className={styles.grid}>
      <Card
        title={t('rewind.hours.title')}
        counted={t('rewind.hours.counted', { sessions: rewind.sessions, plays: rewind.plays })}
        wide
      >
        <p className={styles.big}>
          {t('rewind.hours.watched', { hours: hours(rewind.watchedSeconds) })}
        </p>
        <p className={styles.big}>
          {t('rewind.hours.listened', { hours: hours(rewind.listenedSeconds) })}
        </p>
        {previous ? (
          <p className={styles.compare}>
            {t('rewind.compare', {
              previousYear: year - 1,
              previousWatched: hours(previous.watchedSeconds),
              previousListened: hours(previous.listenedSeconds),
            })}
          </p>
        ) : null}
      </Card>
      <Card title={t('rewind.finished.title')} counted={t('rewind.finished.counted')}>
        <p className={styles.big}>
          {t('rewind.finished.movies', { count: rewind.moviesFinished })}
        </p>
        <p className={styles.big}>
          {t('rewind.finished.episodes', { count: rewind.episodesFinished })}
        </p>
      </Card>
      <Card title={t('rewind.series.title')} counted={t('rewind.series.counted')}>
        <p className={styles.big}>
          {t('rewind.series.count', { count: rewind.seriesCompleted.length })}
        </p>
        {rewind.seriesCompleted.length > 0 ? (
          <ul className={styles.plain}>
            {rewind.seriesCompleted.map((s) => (
              <li key={s.mediaId}>{s.title}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('rewind.series.none')}</p>
        )}
      </Card>
      <Card title={t('rewind.topTitles.title')} counted={t('rewind.topTitles.counted')}>
        <RankList
          empty={t('rewind.none')}
          rows={rewind.topTitles.map((title) => ({
            key: `${title.mediaType}:${title.mediaId}`,
            label: title.title,
            value: title.seconds,
            valueText: short(title.seconds),
          }))}
        />
      </Card>
      <Card title={t('rewind.topGenres.title')} counted={t('rewind.topGenres.counted')}>
        <h3 className={styles.subTitle}>{t('rewind.topGenres.film')}</h3>
        <RankList
          empty={t('rewind.none')}
          rows={rewind.topVideoGenres.flatMap(({ key, value }) => {
            const name = names?.get(key);
            return name ? [{ key: String(key), label: name, value, valueText: short(value) }] : [];
          })}
        />
        {rewind.topMusicGenres.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('rewind.topGenres.music')}</h3>
            <RankList
              empty={t('rewind.none')}
              rows={rewind.topMusicGenres.map(({ key, value }) => ({
                key,
                label: key,
                value,
                valueText: plays(value),
              }))}
            />
          </>
        ) : null}
      </Card>
      <Card title={t('rewind.topArtists.title')} counted={t('rewind.plays.counted')}>
        <RankList
          empty={t('rewind.none')}
          rows={rewind.topArtists.map(({ key, value }) => ({
            key,
            label: key,
            value,
            valueText: plays(value),
          }))}
        />
      </Card>
      <Card title={t('rewind.topSongs.title')} counted={t('rewind.plays.counted')}>
        <RankList
          empty={t('rewind.none')}
          rows={rewind.topSongs.map((song) => ({
            key: song.songId,
            label: song.name,
            detail: song.artist,
            value: song.plays,
            valueText: plays(song.plays),
          }))}
        />
      </Card>
      <Card title={t('rewind.streak.title')} counted={t('rewind.streak.counted')}>
        {rewind.streak ? (
          <>
            <p className={styles.big}>{t('rewind.streak.days', { days: rewind.streak.days })}</p>
            <p>
              {t('rewind.streak.range', {
                from: day(fromDay(rewind.streak.from).toISOString()),
                to: day(fromDay(rewind.streak.to).toISOString()),
              })}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t('rewind.none')}</p>
        )}
      </Card>
      <TimeCharts rewind={rewind} />
      <Card title={t('rewind.firstLast.title')} counted={t('rewind.firstLast.counted', { year })}>
        {rewind.first && rewind.last ? (
          <>
            <p>
              {t('rewind.firstLast.first', { title: rewind.first.title })} · {day(rewind.first.at)}
            </p>
            <p>
              {t('rewind.firstLast.last', { title: rewind.last.title })} · {day(rewind.last.at)}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t('rewind.none')}</p>
        )}
      </Card>
    </div>
  );
}
