import { useTranslation } from 'react-i18next';
import type { GameInfo, PlayTypeInfo } from '@drawdesk/contracts';
import { decimalText, formatRate } from '@drawdesk/shell';
import { Table } from '@drawdesk/ui/table';
import { nameIn, ruleOf } from '../labels.js';

/** Typical odds are kept x10,000 (the domain core's scale). */
const ODDS_PLACES = 4;

/**
 * A game's play types, each with its rule in words and its typical terms (a tier-A plan's odds per slot and
 * rebate; pick-3 sum and span are priced per selection, shown as their return).
 */
export function PlayTypes({ game }: { game: GameInfo }) {
  const { t, i18n } = useTranslation();
  const odds = (play: PlayTypeInfo) =>
    play.typicalReturnBp !== null
      ? t('lottery.games.returnOf', { rate: formatRate(play.typicalReturnBp) })
      : play.oddsSlots
          .map((slot) => (play.oddsSlots.length > 1 ? `${nameIn(slot.names, i18n.language)} ` : '') + (slot.typicalOdds === null ? '-' : decimalText(slot.typicalOdds, ODDS_PLACES)))
          .join(' / ');
  return (
    <Table<PlayTypeInfo>
      id={`plays-${game.code}`}
      rowKey="code"
      size="small"
      pagination={false}
      dataSource={game.playTypes}
      columns={[
        { title: t('lottery.games.play'), dataIndex: 'code', render: (_: unknown, play: PlayTypeInfo) => nameIn(play.names, i18n.language) },
        {
          title: t('lottery.games.rule'),
          dataIndex: 'selection',
          render: (_: unknown, play: PlayTypeInfo) => {
            const rule = ruleOf(play);
            return t(rule.key, rule.values);
          },
        },
        { title: t('lottery.games.odds'), dataIndex: 'oddsSlots', render: (_: unknown, play: PlayTypeInfo) => odds(play) },
        { title: t('lottery.games.rebate'), dataIndex: 'typicalRebateBp', render: (bp: number) => formatRate(bp) },
      ]}
    />
  );
}
