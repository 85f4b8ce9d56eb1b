import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookSettings, LotteryCode, PlayGroupLeads } from '@drawdesk/contracts';
import { PLAY_GROUPS, type GameCode } from '@drawdesk/shell/lottery';
import { formatDateTime, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { Toast } from '@drawdesk/ui/toast';
import { pageLayout } from '@drawdesk/ui/page';
import { readBookSettings, saveBookSettings } from '../risk-api.js';
import { capText, capYuan, leadMinutes, minutesText } from '../risk-form.js';
import styles from './risk.module.css';
import page from './analysis.module.css';

type Group = keyof PlayGroupLeads;
type Caps = { orderPayoutCap: string; selectionPayoutCap: string };
const CAPS = ['orderPayoutCap', 'selectionPayoutCap'] as const;

/**
 * The payout caps (the book's) and the lottery's play groups that close early (正码 N minutes before 特码):
 * kept in the book settings, saved at the version read (Admins).
 */
export function RiskSettingsForm({ lottery, game }: { lottery: LotteryCode; game: GameCode }) {
  const { t } = useTranslation();
  const words = useWords();
  const groups = PLAY_GROUPS.filter((group) => group.game === game);
  const [stored, setStored] = useState<BookSettings | null>(null);
  const [caps, setCaps] = useState<Caps>({ orderPayoutCap: '', selectionPayoutCap: '' });
  const [leads, setLeads] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const show = (settings: BookSettings) => {
    setStored(settings);
    setCaps({ orderPayoutCap: capText(settings.orderPayoutCap), selectionPayoutCap: capText(settings.selectionPayoutCap) });
    const mine: PlayGroupLeads = settings.groupLeads[lottery] ?? {};
    setLeads(Object.fromEntries(groups.map((group) => [group.code, minutesText(mine[group.code as Group])])));
  };
  // Read again for another lottery: its groups differ.
  useEffect(() => {
    readBookSettings().then(show, (error: Error) => Toast.error(error.message));
  }, [lottery]);

  const capValues = Object.fromEntries(CAPS.map((name) => [name, capYuan(caps[name])])) as Record<(typeof CAPS)[number], number | null | 'broken'>;
  const leadValues = Object.fromEntries(groups.map((group) => [group.code, leadMinutes(leads[group.code] ?? '')]));
  const broken = [...Object.values(capValues), ...Object.values(leadValues)].includes('broken');

  async function save() {
    if (!stored || broken) return;
    const { updatedAt: _at, ...fields } = stored;
    const mine = Object.fromEntries(Object.entries(leadValues).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    setSaving(true);
    try {
      show(
        await saveBookSettings({
          ...fields,
          orderPayoutCap: capValues.orderPayoutCap as number | null,
          selectionPayoutCap: capValues.selectionPayoutCap as number | null,
          groupLeads: { ...stored.groupLeads, [lottery]: mine },
        }),
      );
      Toast.success(t('analysis.risk.rules.saved'));
    } catch (error) {
      Toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const input = (id: string, value: string, onChange: (value: string) => void, error: boolean, extra: { prefix?: string; suffix?: string }) => (
    <div>
      <Input id={id} value={value} onChange={onChange} validateStatus={error ? 'error' : 'default'} inputMode="decimal" {...extra} />
      {error && <div className={page.error}>{t(extra.prefix ? 'analysis.risk.rule.positiveYuan' : 'analysis.risk.rule.minutes')}</div>}
    </div>
  );

  return (
    <section className={page.section} id="risk-settings">
      <div className={pageLayout.header}>
        <h3>{t('analysis.risk.rules.settings')}</h3>
        <span className={pageLayout.spacer} />
        {stored && <span className={styles.muted}>{formatDateTime(stored.updatedAt)}</span>}
      </div>
      <div className={styles.settingsForm}>
        {CAPS.map((name) => [
          <label key={`${name}-label`} htmlFor={`risk-${name}`}>{t(`analysis.risk.field.${name}`)}</label>,
          <div key={name}>
            {input(`risk-${name}`, caps[name], (value) => setCaps({ ...caps, [name]: value }), capValues[name] === 'broken', { prefix: '¥' })}
            <div className={page.hint}>{t('analysis.risk.field.blankNone')}</div>
          </div>,
        ])}
        {groups.map((group) => [
          <label key={`${group.code}-label`} htmlFor={`risk-lead-${group.code}`}>{t('analysis.risk.field.lead', { group: group.names[words.locale] })}</label>,
          <div key={group.code}>{input(`risk-lead-${group.code}`, leads[group.code] ?? '', (value) => setLeads({ ...leads, [group.code]: value }), leadValues[group.code] === 'broken', {})}</div>,
        ])}
        <span />
        <div>
          <Button id="risk-settings-save" theme="solid" loading={saving} disabled={!stored || broken} onClick={() => void save()}>
            {t('form.save')}
          </Button>
        </div>
      </div>
    </section>
  );
}
