import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_RULES, type Channel, type CustomerListQuery, type CustomerStatus } from '@drawdesk/contracts';
import { Permission, optionsOf } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { FilterBar, KeywordInput } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { CHANNEL_LABELS, STATUS_LABELS } from '../labels.js';
import { agentText, type References } from '../references.js';

export type CustomerFilter = Pick<CustomerListQuery, 'keyword' | 'channel' | 'status' | 'planId' | 'agentId' | 'tag'>;

type Props = { references: References; onSearch: (filter: CustomerFilter) => void };

/**
 * The list's filter form: keyword, channel, status, plan, agent (Admin: a User's list is its own
 * agent's part of the book), tag; search applies it, reset clears it. Plain inputs, not Semi's Form.
 */
export function CustomerFilters({ references, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CustomerFilter>({});
  const { plans, agents } = references;

  return (
    <FilterBar
      onSearch={() => onSearch({ ...draft, keyword: draft.keyword?.trim() || undefined, tag: draft.tag?.trim() || undefined })}
      onReset={() => {
        setDraft({});
        onSearch({});
      }}
    >
      <KeywordInput id="customers-filter-keyword" value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} placeholder={t('customers.keyword')} width={240} />
      <Select
        id="customers-filter-channel"
        value={draft.channel}
        onChange={(channel) => setDraft({ ...draft, channel: channel as Channel | undefined })}
        placeholder={t('customers.column.channel')}
        optionList={optionsOf(CHANNEL_LABELS, t)}
        showClear
        style={{ width: 130 }}
      />
      <Select
        id="customers-filter-status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as CustomerStatus | undefined })}
        placeholder={t('customers.column.status')}
        optionList={optionsOf(STATUS_LABELS, t)}
        showClear
        style={{ width: 130 }}
      />
      <Select
        id="customers-filter-plan"
        value={draft.planId}
        onChange={(planId) => setDraft({ ...draft, planId: planId as number | undefined })}
        placeholder={t('customers.column.plan')}
        optionList={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        filter
        showClear
        style={{ width: 180 }}
      />
      <Permission roles={['Admin']}>
        <Select
          id="customers-filter-agent"
          value={draft.agentId}
          onChange={(agentId) => setDraft({ ...draft, agentId: agentId as number | undefined })}
          placeholder={t('customers.column.agent')}
          optionList={agents.map((agent) => ({ value: agent.id, label: agentText(agent) }))}
          filter
          showClear
          style={{ width: 200 }}
        />
      </Permission>
      <Input
        id="customers-filter-tag"
        value={draft.tag ?? ''}
        onChange={(tag) => setDraft({ ...draft, tag })}
        placeholder={t('customers.column.tags')}
        maxLength={TAG_RULES.maxLength}
        showClear
        style={{ width: 140 }}
      />
    </FilterBar>
  );
}
