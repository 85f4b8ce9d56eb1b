import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCatalogue, ZodiacYearSave } from '@drawdesk/contracts';
import { pickLocale } from '@drawdesk/shell';
import { animalOfYear, ZODIAC_NAMES, type Zodiac } from '@drawdesk/shell/lottery';
import { Button } from '@drawdesk/ui/button';
import { LocalDatePicker } from '@drawdesk/ui/date-picker';
import { Input } from '@drawdesk/ui/input';
import { Table } from '@drawdesk/ui/table';
import { saveZodiacYear } from '../draws-api.js';
import { useSave } from './use-save.js';
import styles from './games.module.css';

type Row = GameCatalogue['zodiacYears'][number];
const YEAR = { min: 1900, max: 2200 };

/** The year typed, when it is one the table may hold. */
const yearOf = (text: string) => {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text) : Number.NaN;
  return year >= YEAR.min && year <= YEAR.max ? year : null;
};

/**
 * The lunar-year table (docs/domain/games.md#zodiac-years): from its start date a year's animal owns 1, 13, 25, 37, 49. An Admin
 * adds a year or changes a start date; the animal follows from the year (the cycle), so it is shown, not
 * typed. Draws already drawn keep the map they snapshotted.
 */
export function ZodiacYears({ years }: { years: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const [year, setYear] = useState('');
  const [start, setStart] = useState('');
  const picked = yearOf(year);
  const animal: Zodiac | null = picked === null ? null : animalOfYear(picked);
  const entry: ZodiacYearSave | null = picked !== null && animal && /^\d{4}-\d{2}-\d{2}$/.test(start) ? { year: picked, start, animal } : null;
  const { saving, run } = useSave(() => saveZodiacYear(entry!), t('lottery.zodiac.saved', { year }), () => setYear(''));
  const nameOf = (code: string) => (code in ZODIAC_NAMES ? ZODIAC_NAMES[code as Zodiac][locale] : code);

  return (
    <div>
      <form
        className={styles.yearForm}
        id="zodiac-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (entry) run();
        }}
      >
        <Input id="zodiac-year" value={year} onChange={setYear} maxLength={4} placeholder={t('lottery.zodiac.year')} aria-label={t('lottery.zodiac.year')} style={{ width: 120 }} />
        {/* The kit's date picker in the viewer's language; the wrapper carries the id the tests and labels use. */}
        <span id="zodiac-start" aria-label={t('lottery.zodiac.start')}>
          <LocalDatePicker
            type="date"
            format="yyyy-MM-dd"
            value={start || undefined}
            onChange={(_date, text) => setStart(typeof text === 'string' ? text : '')}
            prefix={t('lottery.zodiac.start')}
            style={{ width: 240 }}
          />
        </span>
        <span className={styles.animal} id="zodiac-animal">
          {animal ? t('lottery.zodiac.animalIs', { animal: nameOf(animal) }) : t('lottery.zodiac.animalHint')}
        </span>
        <Button htmlType="submit" theme="solid" disabled={!entry} loading={saving}>
          {t('form.save')}
        </Button>
      </form>
      <Table<Row>
        id="zodiac-table"
        rowKey="year"
        size="small"
        pagination={false}
        dataSource={[...years].reverse()}
        columns={[
          { title: t('lottery.zodiac.year'), dataIndex: 'year' },
          { title: t('lottery.zodiac.start'), dataIndex: 'start' },
          { title: t('lottery.zodiac.animal'), dataIndex: 'animal', render: (code: string) => nameOf(code) },
          {
            title: t('list.actions'),
            dataIndex: 'actions',
            render: (_: unknown, row: Row) => (
              <Button
                theme="borderless"
                size="small"
                onClick={() => {
                  setYear(String(row.year));
                  setStart(row.start);
                }}
              >
                {t('lottery.action.edit')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
