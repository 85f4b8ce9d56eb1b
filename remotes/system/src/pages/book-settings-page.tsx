import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookSettings, BookSettingsSave } from '@drawdesk/contracts';
import { formatDateTime } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Select } from '@drawdesk/ui/select';
import { Spin } from '@drawdesk/ui/spin';
import { Switch } from '@drawdesk/ui/switch';
import { Toast } from '@drawdesk/ui/toast';
import { Typography } from '@drawdesk/ui/typography';
import { readBookSettings, saveBookSettings } from '../book-settings-api.js';
import styles from './page.module.css';
import { pageLayout } from '@drawdesk/ui/page';

// The risk desk's caps and play-group leads are edited on its own page; this one sends them back as read.
type Readings = Omit<BookSettingsSave, 'version' | 'confirmUserOrders' | 'orderPayoutCap' | 'selectionPayoutCap' | 'groupLeads'>;
/** Each reading and the values a book may choose, the default first (`diagnose` books nothing unsure; duplicates add up, 同号累加). */
const READINGS: { [K in keyof Readings]: readonly Readings[K][] } = {
  bareZodiac: ['diagnose', 'each-number', 'pt-zodiac'],
  bareGroup: ['diagnose', 'each-number', 'one-bet'],
  listAmount: ['diagnose', 'each'],
  duplicates: ['add', 'diagnose'],
  dashRange: ['diagnose', 'range', 'list'],
  compound: ['diagnose', 'every-combination'],
};

/**
 * The book settings (Admin): how text entry reads what books write differently (docs/domain/orders.md#book-settings), and
 * whether a User's own entries wait for a second person's confirmation. Saved at the version read; audited.
 */
export default function BookSettingsPage() {
  const { t } = useTranslation();
  const [stored, setStored] = useState<BookSettings | null>(null);
  const [draft, setDraft] = useState<BookSettingsSave | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    readBookSettings().then((settings) => {
      setStored(settings);
      const { updatedAt: _at, ...fields } = settings;
      setDraft(fields);
    }, (error: Error) => Toast.error(error.message));
  }, []);
  if (!draft || !stored) return <Spin size="large" spinning wrapperClassName={pageLayout.page} />;

  async function save() {
    setSaving(true);
    try {
      const saved = await saveBookSettings(draft!);
      setStored(saved);
      const { updatedAt: _at, ...fields } = saved;
      setDraft(fields);
      Toast.success(t('system.book.saved'));
    } catch (error) {
      Toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={pageLayout.page} id="book-settings">
      <Typography.Title heading={4}>{t('system.book.title')}</Typography.Title>
      <p>{t('system.book.intro')}</p>
      <div className={styles.settings}>
        {(Object.keys(READINGS) as (keyof Readings)[]).map((key) => (
          <label key={key} className={styles.setting}>
            <span>{t(`system.book.${key}`)}</span>
            <Select
              id={`book-${key}`}
              value={draft[key]}
              onChange={(value) => setDraft({ ...draft, [key]: value })}
              optionList={READINGS[key].map((value) => ({ value, label: t(`system.book.value.${value}`) }))}
              style={{ width: 260 }}
            />
          </label>
        ))}
        <label className={styles.setting}>
          <span>{t('system.book.confirmUserOrders')}</span>
          <Switch id="book-confirmUserOrders" checked={draft.confirmUserOrders} onChange={(confirmUserOrders) => setDraft({ ...draft, confirmUserOrders })} />
        </label>
      </div>
      <div>
        <Button id="book-save" theme="solid" loading={saving} onClick={() => void save()}>
          {t('form.save')}
        </Button>
        <span className={styles.muted}> {t('system.book.updated', { at: formatDateTime(stored.updatedAt) })}</span>
      </div>
    </section>
  );
}
