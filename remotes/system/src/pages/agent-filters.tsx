import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentListQuery, AgentStatus } from '@drawdesk/contracts';
import { optionsOf } from '@drawdesk/shell';
import { FilterBar, KeywordInput } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { STATUS_LABELS } from '../labels.js';

export type AgentFilter = Pick<AgentListQuery, 'keyword' | 'status'>;

/** The agent list's filters: keyword (code or name) and status; search applies them, reset clears them. */
export function AgentFilters({ onSearch }: { onSearch: (filter: AgentFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AgentFilter>({});

  return (
    <FilterBar
      onSearch={() => onSearch({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => {
        setDraft({});
        onSearch({});
      }}
    >
      <KeywordInput id="agents-filter-keyword" value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} placeholder={t('system.agents.keyword')} width={240} />
      <Select
        id="agents-filter-status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as AgentStatus | undefined })}
        placeholder={t('system.column.status')}
        optionList={optionsOf(STATUS_LABELS, t)}
        showClear
        style={{ width: 140 }}
      />
    </FilterBar>
  );
}
