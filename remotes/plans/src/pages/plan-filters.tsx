import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCode, GameInfo, PlanListQuery, PlanStatus, PlanTier } from '@drawdesk/contracts';
import { optionsOf } from '@drawdesk/shell';
import { FilterBar, KeywordInput } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { STATUS_LABELS, gameOptions, tierOptions } from '../labels.js';

export type PlanFilter = Pick<PlanListQuery, 'keyword' | 'game' | 'tier' | 'status'>;

type Props = { games: readonly GameInfo[]; onSearch: (filter: PlanFilter) => void };

/** The list's filter form: keyword, game, tier, status; search applies it, reset clears it. Plain inputs, not Semi's Form. */
export function PlanFilters({ games, onSearch }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PlanFilter>({});

  return (
    <FilterBar
      onSearch={() => onSearch({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => {
        setDraft({});
        onSearch({});
      }}
    >
      <KeywordInput id="plans-filter-keyword" value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} placeholder={t('plans.keyword')} width={220} />
      <Select
        id="plans-filter-game"
        value={draft.game}
        onChange={(game) => setDraft({ ...draft, game: game as GameCode | undefined })}
        placeholder={t('plans.column.game')}
        optionList={gameOptions(games, i18n.language)}
        showClear
        style={{ width: 140 }}
      />
      <Select
        id="plans-filter-tier"
        value={draft.tier}
        onChange={(tier) => setDraft({ ...draft, tier: tier as PlanTier | undefined })}
        placeholder={t('plans.column.tier')}
        optionList={tierOptions}
        showClear
        style={{ width: 110 }}
      />
      <Select
        id="plans-filter-status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as PlanStatus | undefined })}
        placeholder={t('plans.column.status')}
        optionList={optionsOf(STATUS_LABELS, t)}
        showClear
        style={{ width: 120 }}
      />
    </FilterBar>
  );
}
