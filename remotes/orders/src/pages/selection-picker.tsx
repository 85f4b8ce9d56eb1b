import { useTranslation } from 'react-i18next';
import type { PlayTypeInfo } from '@drawdesk/contracts';
import { selectionsOf, ZODIACS, type NumberGroupKind } from '@drawdesk/shell/lottery';
import { useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { NumberGrid } from '@drawdesk/blocks/number-grid';
import { numbersOfPick, QUICK_PICKS, toggleGroup, zodiacMapOf, type QuickPick } from '../quick-picks.js';
import styles from './entry.module.css';

/** Plays with this many selections or fewer are picked from buttons; more (pick-3 numbers) are typed. */
const BUTTONS_MAX = 60;

export type Picked = { numbers: ReadonlySet<number>; options: ReadonlySet<string>; typed: string };
export const NOTHING_PICKED: Picked = { numbers: new Set(), options: new Set(), typed: '' };

/** The play whose selections a quick pick's group is named like (`兔`, `红波`, `3尾`, `1头`, `大`). */
const GROUP_PLAYS: Record<NumberGroupKind, string> = { zodiac: 'TM_ZODIAC', colour: 'TM_COLOUR', tail: 'TM_TAIL', head: 'TM_HEAD', 'two-sided': 'TM_TWO_SIDED' };

type Props = { play: PlayTypeInfo; picked: Picked; onChange: (picked: Picked) => void; animals: readonly string[] | null };

/**
 * How a play's selections are chosen: the 49-number grid with quick picks (animals of the draw's year,
 * colours, tails, heads, sides) for number plays; buttons for a play's few selections (animals, colours,
 * sides…); a typed selection for pick-3's thousand numbers.
 */
export function SelectionPicker({ play, picked, onChange, animals }: Props) {
  const { t } = useTranslation();
  const words = useWords();
  const optionLabel = (option: string) => words.selection(play.code, option);
  const pickLabel = (pick: QuickPick) => words.selection(GROUP_PLAYS[pick.kind], pick.code);
  if (play.selection === 'number' || play.selection === 'numbers') {
    const zodiac = zodiacMapOf(animals);
    const toggle = (n: number) => onChange({ ...picked, numbers: toggleGroup(picked.numbers, [n]) });
    return (
      <div>
        <div className={styles.quick} id="quick-picks">
          {QUICK_PICKS.map((pick) => (
            <Button key={pick.key} size="small" data-pick={pick.key} onClick={() => onChange({ ...picked, numbers: toggleGroup(picked.numbers, numbersOfPick(pick, zodiac)) })}>
              {pickLabel(pick)}
            </Button>
          ))}
          <Button size="small" type="danger" onClick={() => onChange({ ...picked, numbers: new Set() })}>
            {t('orders.pick.clear')}
          </Button>
        </div>
        <NumberGrid id="order-grid" chosen={(n) => picked.numbers.has(n)} onPick={toggle} animals={animals} />
      </div>
    );
  }
  // Linked animals and 合肖 take a set of animals (one line); other plays list their few selections.
  const options = play.selection === 'zodiacs' ? ZODIACS : selectionsOf(play.code);
  if (options.length <= BUTTONS_MAX) {
    const toggle = (option: string) => {
      const next = new Set(picked.options);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      onChange({ ...picked, options: next });
    };
    return (
      <div className={styles.quick} id="option-picks">
        {options.map((option) => (
          <Button key={option} size="small" theme={picked.options.has(option) ? 'solid' : 'light'} data-option={option} onClick={() => toggle(option)}>
            {optionLabel(option)}
          </Button>
        ))}
      </div>
    );
  }
  return (
    <Input
      id="typed-selection"
      value={picked.typed}
      onChange={(typed) => onChange({ ...picked, typed })}
      maxLength={200}
      placeholder={t('orders.form.typedSelection')}
      aria-label={t('orders.form.typedSelection')}
      style={{ width: 240 }}
    />
  );
}

/**
 * The selections of the picked state as order lines' selections: one per number or option for a single
 * play; the whole set as one selection for a combination play (LM, NH, LX: compound) and for 合肖 (HX:
 * exactly its count of animals, which the server checks).
 */
export function selectionsPicked(play: PlayTypeInfo, picked: Picked): string[] {
  const combination = play.pick !== null || play.selection === 'zodiacs';
  if (play.selection === 'number' || play.selection === 'numbers') {
    const numbers = [...picked.numbers].sort((a, b) => a - b).map(String);
    return combination ? (numbers.length > 0 ? [numbers.join(',')] : []) : numbers;
  }
  const options = [...picked.options];
  if (options.length > 0) return combination ? [options.join(',')] : options;
  return picked.typed.trim() ? [picked.typed.trim()] : [];
}
