import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookCharts, BookChartsQuery, LotteryCode } from '@drawdesk/contracts';
import { lookups, pickLocale, useLoaded, useLookup } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { LoadsOnUse } from '@drawdesk/ui/loads-on-use';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { Spin } from '@drawdesk/ui/spin';
import { Typography } from '@drawdesk/ui/typography';
import { readBookCharts } from '../book-api.js';
import { chartRows, type ChartKey } from '../book-rows.js';
import { downloadCsv, toCsv } from '../csv.js';
import { lastDays, periodOf } from '../period.js';
import styles from './book.module.css';
import { pageLayout } from '@drawdesk/ui/page';

// G2 loads with the charts, after the figures: never with the menu or another page.
const BookChart = lazy(() => import('./book-charts.js'));
// The date picker (~50 kB) loads when the period is first changed; until then its text stands in.
const DatePicker = lazy(() => import('@drawdesk/ui/date-picker'));

const CHARTS: readonly ChartKey[] = ['turnover', 'memberNet', 'edges', 'hours', 'topCustomers', 'topAgents'];
/** The first column of each chart's CSV: what its rows are by. */
const BY: Record<ChartKey, string> = { turnover: 'date', memberNet: 'date', edges: 'group', topCustomers: 'name', topAgents: 'name', hours: 'hours' };

/**
 * The book over time (every role; the server keeps each to its scope): turnover and members' net per day by
 * lottery, realised and expected house edge per play group, stake by hours before close, the top customers and
 * agents by turnover with the book's result on them. Filters: period, lottery, agent. Each chart exports
 * the numbers it draws as CSV.
 */
export default function BookPage() {
  const { t, i18n } = useTranslation();
  const markets = useLookup(lookups.lotteries) ?? [];
  const agents = useLookup(lookups.agents) ?? [];
  const [query, setQuery] = useState<BookChartsQuery>(() => lastDays(30));
  const loaded = useLoaded(() => readBookCharts(query), [query]);
  const charts: BookCharts | null = loaded.value ?? null;
  // A failure shows until the next answer; while it is asked again, the spinner does.
  const failure = loaded.loading ? null : (loaded.failure?.message ?? null);

  const locale = pickLocale(i18n.language);
  const rows = useMemo(
    () =>
      charts &&
      chartRows(charts, {
        lottery: (code: LotteryCode) => markets.find((m) => m.code === code)?.names[locale] ?? code,
        group: (code) => t(`visualization.group.${code}`, { defaultValue: code }),
        turnover: t('visualization.series.turnover'),
        memberNet: t('visualization.series.memberNet'),
        result: t('visualization.series.result'),
        realised: t('visualization.series.realised'),
        expected: t('visualization.series.expected'),
      }),
    [charts, markets, locale, t],
  );

  function exportChart(chart: ChartKey) {
    if (!rows) return;
    const data = rows[chart] as readonly Record<string, string | number>[];
    const header = [t(`visualization.by.${BY[chart]}`), ...('series' in (data[0] ?? {}) ? [t('visualization.by.series')] : []), t(`visualization.value.${chart}`)];
    const body = data.map((row) => [row[BY[chart]]!, ...('series' in row ? [row.series!] : []), Number(row.value).toFixed(2)]);
    downloadCsv(`${chart}-${query.from}-${query.to}.csv`, toCsv(header, body));
  }

  return (
    <section className={pageLayout.page} id="book-page">
      <Typography.Title heading={4}>{t('visualization.title')}</Typography.Title>
      <div className={styles.filters} id="book-filters">
        <span id="book-period" aria-label={t('visualization.period')}>
        <LoadsOnUse width={260} text={`${query.from} ~ ${query.to}`}>
          <DatePicker
            type="dateRange"
            density="compact"
            value={[`${query.from}T00:00:00+08:00`, `${query.to}T00:00:00+08:00`].map((iso) => new Date(iso))}
            onChange={(dates) => {
              const [start, end] = (dates ?? []) as Date[];
              if (start && end) setQuery({ ...query, ...periodOf(start, end) });
            }}
            defaultOpen
            autoFocus
            style={{ width: 260 }}
          />
        </LoadsOnUse>
        </span>
        <Select
          id="book-lottery"
          placeholder={t('visualization.allLotteries')}
          showClear
          value={query.lottery}
          optionList={markets.map((m) => ({ value: m.code, label: m.names[locale] }))}
          onChange={(value) => setQuery({ ...query, lottery: (value as LotteryCode | undefined) ?? undefined })}
          style={{ width: 180 }}
        />
        <Select
          id="book-agent"
          placeholder={t('visualization.allAgents')}
          showClear
          filter
          value={query.agentId}
          optionList={agents.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          onChange={(value) => setQuery({ ...query, agentId: typeof value === 'number' ? value : undefined })}
          style={{ width: 220 }}
        />
      </div>
      {failure && <ListEmpty failure={failure} onRetry={loaded.reload} empty="" />}
      {!rows && !failure && <Spin />}
      {rows && (
        <div className={styles.grid}>
          {CHARTS.map((chart) => (
            <article key={chart} className={styles.card} id={`card-${chart}`} data-points={rows[chart].length}>
              <header className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{t(`visualization.chart.${chart}`)}</h3>
                <Button size="small" id={`export-${chart}`} disabled={rows[chart].length === 0} onClick={() => exportChart(chart)}>
                  {t('visualization.exportCsv')}
                </Button>
              </header>
              {rows[chart].length === 0 ? (
                <p className={styles.empty}>{t('visualization.empty')}</p>
              ) : (
                <Suspense fallback={<Spin />}>
                  <BookChart chart={chart} rows={rows} label={t(`visualization.chart.${chart}`)} />
                </Suspense>
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
