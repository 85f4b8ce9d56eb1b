import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectionKey, type LimitRefusal, type OrderLineInput, type PlayTypeInfo, type RiskRefusalDetails } from '@drawdesk/contracts';
import { ApiError, decimalText, formatMoney, lookups, parseYuan, pickLocale, useLookup, usePageWords, useWords } from '@drawdesk/shell';
import { combinationCount, isPlayCode, validateSelection } from '@drawdesk/shell/lottery';
import { Button } from '@drawdesk/ui/button';
import { useDrawAnimals } from '@drawdesk/blocks/draw-animals';
import { Input } from '@drawdesk/ui/input';
import { Select } from '@drawdesk/ui/select';
import { Table } from '@drawdesk/ui/table';
import { Typography } from '@drawdesk/ui/typography';
import { pageLayout } from '@drawdesk/ui/page';
import { entryResources } from '../entry-locale.js';
import { lineLimits } from '../line-limits.js';
import { newRequestId, saveOrder } from '../orders-api.js';
import { failedPath, resultPath } from '../result-path.js';
import { EntryTargetBar } from './entry-target.js';
import { NOTHING_PICKED, SelectionPicker, selectionsPicked, type Picked } from './selection-picker.js';
import { useEntryTarget } from './use-entry-target.js';
import { useLimits } from './use-limits.js';
import styles from './entry.module.css';

type DraftLine = OrderLineInput & { key: number; combinations: number };
const GAME_OF = { HK6: 'MARK6', MO6: 'MARK6', P3: 'PICK3' } as const;

/**
 * A new order by form: the customer and the open draw, a play type of the draw's game, its selections
 * (the number grid with the draw year's animals and quick picks, or the play's options), an amount; the
 * lines collect below with live totals and the customer's available credit, and are booked in one order.
 */
export default function NewOrderPage() {
  // Order entry's words come with this page, not with the remote's first download.
  usePageWords(entryResources);
  const { t, i18n } = useTranslation();
  const words = useWords();
  const target = useEntryTarget();
  const catalogue = useLookup(lookups.games);
  const animals = useDrawAnimals(target.draw);
  const game = catalogue?.games.find((g) => g.code === GAME_OF[target.lottery]);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [booked, setBooked] = useState(0);
  const limits = useLimits(target.customerId, target.draw?.id ?? null, lines, booked);
  // Only the plays of the customer's plan (all of the game's until a customer is chosen).
  const offered = game?.playTypes.filter((p) => !limits || limits.plays.some((terms) => terms.play === p.code)) ?? [];
  const [playCode, setPlayCode] = useState<string>('TM');
  const play: PlayTypeInfo | undefined = offered.find((p) => p.code === playCode) ?? offered[0];
  const playTerms = limits?.plays.find((terms) => terms.play === play?.code);
  const checked = lineLimits(lines, limits);
  const refused = checked.some((line) => line.refusal !== null);
  // The odds a line of the customer gets now on each selection: shown per line and sent with it, so odds that move meanwhile are refused, not taken unseen.
  const oddsNow = new Map((limits?.odds ?? []).map((row) => [selectionKey(row), row.odds]));
  const oddsOf = (line: { play: string; selection: string }) => oddsNow.get(selectionKey(line));
  // A line refused because its odds moved: offered again at the new odds (booking again takes them).
  const [moved, setMoved] = useState<{ key: number; odds: number } | null>(null);
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const requestId = useMemo(() => newRequestId(), [lines, target.customerId, target.draw?.id]);

  // A new game or play starts the choice afresh; lines of another game cannot stay.
  useEffect(() => setPicked(NOTHING_PICKED), [playCode, target.lottery]);
  useEffect(() => setLines([]), [game?.code]);

  const total = lines.reduce((sum, line) => sum + line.stake * line.combinations, 0);

  function add() {
    if (!play) return;
    const stake = parseYuan(amount);
    if (stake === null || stake <= 0) return setProblem(t('orders.form.badAmount'));
    const selections = selectionsPicked(play, picked);
    if (selections.length === 0) return setProblem(t('orders.form.nothingPicked'));
    const added: DraftLine[] = [];
    for (const raw of selections) {
      const check = isPlayCode(play.code) ? validateSelection(play.code, raw) : { ok: false as const, error: play.code };
      if (!check.ok) return setProblem(check.error);
      added.push({ key: Date.now() + added.length, play: play.code, selection: check.selection, stake, combinations: combinationCount(play.code, check.selection) });
    }
    setLines([...lines, ...added]);
    setPicked(NOTHING_PICKED);
    setProblem(null);
  }

  const gameName = (code: string) => catalogue?.games.find((g) => g.code === code)?.names[pickLocale(i18n.language)] ?? code;
  const money = (fen: number | null | undefined) => (fen === null || fen === undefined ? '–' : formatMoney(fen));
  /** A refusal in words, with its figures in yuan; an empty cell for a line that passes. */
  const refusalText = (refusal: LimitRefusal | null) =>
    refusal === null ? '' : t(`orders.limit.rule.${refusal.rule}`, { limit: money(refusal.limit), taken: money(refusal.taken), asked: money(refusal.asked) });

  async function book() {
    if (lines.length === 0 || target.customerId === null || !target.draw) return;
    setSaving(true);
    try {
      const sent = lines.map(({ play: p, selection, stake }) => {
        const seenOdds = oddsOf({ play: p, selection })?.[0];
        return { play: p, selection, stake, ...(seenOdds === undefined ? {} : { seenOdds }) };
      });
      const order = await saveOrder({ requestId, customerId: target.customerId, drawId: target.draw.id, lines: sent });
      setLines([]);
      setMoved(null);
      setBooked((n) => n + 1);
      setProblem(null);
      target.reloadBalance();
      navigate(resultPath([order.id], 'form'));
    } catch (error) {
      const stale = error instanceof ApiError && error.code === 'CONFLICT' ? (error.data as RiskRefusalDetails | null) : null;
      if (stale?.rule === 'stale-odds' && stale.line !== null && stale.odds !== undefined) setMoved({ key: lines[stale.line]!.key, odds: stale.odds });
      const refused = error instanceof ApiError && error.code === 'LIMIT_EXCEEDED' ? (error.data as LimitRefusal) : null;
      // A line's refusal is fixed here, on the line; a refusal of the whole order goes to the result page with what to do.
      if (refused && refused.line === null) navigate(failedPath('form'), { state: { failure: { message: (error as Error).message, rule: refused.rule } } });
      else setProblem((error as Error).message);
      setBooked((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={pageLayout.page} id="new-order">
      <Typography.Title heading={4}>{t('orders.form.title')}</Typography.Title>
      <EntryTargetBar target={target} autoFocus />
      {limits && limits.plays.length === 0 && (
        <div className={styles.refusal} id="order-other-game" role="alert">
          {t('orders.form.otherGame', { plan: gameName(limits.planGame), draw: gameName(limits.drawGame) })}
        </div>
      )}
      {game && play && (
        <div className={styles.preview}>
          <Select
            id="order-play"
            filter
            aria-label={t('orders.line.play')}
            value={play.code}
            onChange={(value) => setPlayCode(String(value))}
            optionList={offered.map((p) => ({ value: p.code, label: words.play(p.code) }))}
            style={{ width: 220 }}
          />
          {playTerms && (
            <span className={styles.hint} id="order-play-terms">
              {playTerms.locked
                ? t('orders.limit.locked')
                : t('orders.limit.terms', { min: formatMoney(playTerms.minStake), max: formatMoney(playTerms.maxStake), perSelection: formatMoney(playTerms.maxPerSelection) })}
            </span>
          )}
          <SelectionPicker play={play} picked={picked} onChange={setPicked} animals={animals} />
          <div className={styles.actions}>
            <Input
              id="order-amount"
              value={amount}
              onChange={setAmount}
              onEnterPress={add}
              prefix={t('orders.form.amount')}
              suffix={t('orders.form.perLine')}
              maxLength={14}
              style={{ width: 260 }}
            />
            <Button id="order-add" onClick={add}>
              {t('orders.form.add')}
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <div className={styles.refusal} id="order-problem" role="alert">
          {problem}
        </div>
      )}
      <Table<DraftLine>
        id="order-draft-lines"
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        onRow={(line, index) => {
          if (index !== undefined && checked[index]?.refusal) return { className: styles.refusedRow, 'data-refused': checked[index].refusal.rule };
          return line && moved?.key === line.key ? { className: styles.refusedRow, 'data-refused': 'stale-odds' } : {};
        }}
        columns={[
          { title: t('orders.line.play'), dataIndex: 'play', render: (code: string) => words.play(code) },
          { title: t('orders.line.selection'), dataIndex: 'selection', render: (selection: string, line: { play: string }) => words.selection(line.play, selection) },
          { title: t('orders.line.stake'), dataIndex: 'stake', align: 'right', render: (fen: number) => formatMoney(fen) },
          { title: t('orders.line.combinations'), dataIndex: 'combinations', align: 'right' },
          {
            title: t('orders.line.odds'),
            key: 'odds',
            align: 'right',
            render: (_: unknown, line: DraftLine) => {
              const odds = oddsOf(line);
              return <span data-odds={odds?.[0] ?? ''}>{odds ? odds.map((o) => decimalText(o, 4)).join(' / ') : '–'}</span>;
            },
          },
          { title: t('orders.limit.min'), key: 'min', align: 'right', render: (_: unknown, __: DraftLine, index: number) => money(checked[index]?.terms?.minStake) },
          { title: t('orders.limit.max'), key: 'max', align: 'right', render: (_: unknown, __: DraftLine, index: number) => money(checked[index]?.terms?.maxStake) },
          {
            title: t('orders.limit.left'),
            key: 'left',
            align: 'right',
            render: (_: unknown, __: DraftLine, index: number) => <span data-left={checked[index]?.left ?? ''}>{money(checked[index]?.left)}</span>,
          },
          {
            title: t('orders.limit.check'),
            key: 'check',
            render: (_: unknown, line: DraftLine, index: number) => (
              <span className="line-check">
                {checked[index]?.refusal ? refusalText(checked[index].refusal) : moved?.key === line.key ? t('orders.limit.rule.stale-odds', { odds: decimalText(moved.odds, 4) }) : ''}
              </span>
            ),
          },
          {
            title: t('list.actions'),
            dataIndex: 'key',
            render: (key: number) => (
              <Button theme="borderless" size="small" type="danger" onClick={() => setLines(lines.filter((line) => line.key !== key))}>
                {t('orders.form.remove')}
              </Button>
            ),
          },
        ]}
      />
      <div className={styles.totals} id="order-totals">
        <span>{t('orders.text.lines', { count: lines.length })}</span>
        <span>{t('orders.text.total', { stake: formatMoney(total) })}</span>
        {target.balance && total > target.balance.available && <span className={styles.refusal}>{t('orders.form.overCredit')}</span>}
      </div>
      <div className={styles.actions}>
        <Button id="order-book" theme="solid" loading={saving} disabled={lines.length === 0 || refused || target.customerId === null || !target.draw} onClick={() => void book()}>
          {t('orders.form.book')}
        </Button>
      </div>
    </section>
  );
}
