import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_RULES, type Market } from '@drawdesk/contracts';
import { Checkbox } from '@drawdesk/ui/checkbox';
import { Input } from '@drawdesk/ui/input';
import { InputNumber } from '@drawdesk/ui/input-number';
import { Modal } from '@drawdesk/ui/modal';
import { Switch } from '@drawdesk/ui/switch';
import { saveMarket } from '../draws-api.js';
import { WEEKDAYS } from '../labels.js';
import { useSave } from './use-save.js';
import styles from './games.module.css';
import { LOTTERY_LABELS } from '@drawdesk/shell';

type Props = { market: Market; visible: boolean; onClose: () => void; onSaved: () => void };

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * A lottery's draw calendar (Admin): draw days, local draw time, how long before it sales close, and
 * whether the calendar job keeps creating its draws. The server moves the draws not yet open to the new
 * calendar; open and past ones keep their times.
 */
export function CalendarModal({ market, visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number[]>([...market.calendar.drawDays]);
  const [time, setTime] = useState(market.calendar.drawTime);
  const [closeMinutes, setCloseMinutes] = useState<number>(market.calendar.closeMinutes);
  const [active, setActive] = useState(market.active);
  const ready = days.length > 0 && TIME.test(time) && Number.isInteger(closeMinutes) && closeMinutes >= 0 && closeMinutes <= DRAW_RULES.closeMinutesMax;
  const body = { code: market.code, version: market.version, drawDays: [...days].sort(), drawTime: time, closeMinutes, timeZone: market.calendar.timeZone, active };
  const { saving, run } = useSave(() => saveMarket(body), t('lottery.calendar.saved'), onSaved);

  return (
    <Modal
      title={t('lottery.calendar.title', { lottery: t(LOTTERY_LABELS[market.code]) })}
      visible={visible}
      onCancel={onClose}
      onOk={run}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: !ready, loading: saving, id: 'calendar-save' }}
    >
      <div className={styles.calendar}>
        <span>{t('lottery.calendar.days')}</span>
        <Checkbox.Group id="calendar-days" direction="horizontal" value={days} onChange={(values) => setDays(values as number[])}>
          {WEEKDAYS.map((label, index) => (
            <Checkbox key={label} value={index + 1}>
              {t(label)}
            </Checkbox>
          ))}
        </Checkbox.Group>
        <span>{t('lottery.calendar.time')}</span>
        <Input id="calendar-time" type="time" value={time} onChange={setTime} style={{ width: 140 }} aria-label={t('lottery.calendar.time')} />
        <span>{t('lottery.calendar.closeMinutes')}</span>
        <InputNumber
          id="calendar-close"
          value={closeMinutes}
          min={0}
          max={DRAW_RULES.closeMinutesMax}
          precision={0}
          onNumberChange={(value) => setCloseMinutes(Number(value))}
          style={{ width: 140 }}
        />
        <span>{t('lottery.calendar.active')}</span>
        <Switch checked={active} onChange={setActive} aria-label={t('lottery.calendar.active')} />
      </div>
    </Modal>
  );
}
