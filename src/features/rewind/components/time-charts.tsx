import { formatDate, formatNumber, useT } from '@/lib/i18n';
import type { RewindYear } from '../model/rewind-types';
import { hoursOf } from '../rewind-years';
import styles from '../rewind.module.css';
import { BarChart } from './bar-chart';
import { Card } from './card';

const SHORT = { month: 'short' } as const;
const LONG = { month: 'long' } as const;
const monthName = (month: number, style: Intl.DateTimeFormatOptions) =>
  formatDate(new Date(2000, month, 1), style);
const hourName = (hour: number) => formatDate(new Date(2000, 0, 1, hour), { hour: 'numeric' });

/** The busiest month and hour, each with its chart over the year or the day. */
export function TimeCharts({ rewind }: { rewind: RewindYear }) {
  const t = useT();
  const hours = (seconds: number) => formatNumber(hoursOf(seconds));
  const { months, busiestMonth, busiestHour } = rewind;
  const monthLabels = months.watched.map((_, i) => monthName(i, SHORT));
  const hourLabels = rewind.hours.map((_, i) => hourName(i));
  return (
    <>
      <Card title={t('rewind.month.title')} counted={t('rewind.time.counted')}>
        <p className={styles.big}>{busiestMonth === null ? '—' : monthName(busiestMonth, LONG)}</p>
        <BarChart
          labels={monthLabels}
          series={[months.watched, months.listened]}
          highlight={busiestMonth}
          labelEvery={2}
          caption={t('rewind.month.title')}
          describe={(i) =>
            t('rewind.chart.table', {
              label: monthName(i, LONG),
              watched: hours(months.watched[i] ?? 0),
              listened: hours(months.listened[i] ?? 0),
            })
          }
        />
        <p className={styles.legend}>
          <span className={styles.keyFirst} aria-hidden="true" /> {t('rewind.chart.watched')}
          <span className={styles.keySecond} aria-hidden="true" /> {t('rewind.chart.listened')}
        </p>
      </Card>
      <Card title={t('rewind.hour.title')} counted={t('rewind.time.counted')}>
        <p className={styles.big}>{busiestHour === null ? '—' : hourName(busiestHour)}</p>
        <BarChart
          labels={hourLabels}
          series={[rewind.hours]}
          highlight={busiestHour}
          labelEvery={6}
          caption={t('rewind.hour.title')}
          describe={(i) =>
            t('rewind.chart.hours', { label: hourLabels[i]!, hours: hours(rewind.hours[i] ?? 0) })
          }
        />
      </Card>
    </>
  );
}
