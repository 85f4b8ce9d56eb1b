import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditListQuery } from '@drawdesk/contracts';
import { optionsOf } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { FilterBar } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { ENTITY_LABELS } from '../labels.js';

export type AuditFilter = Pick<AuditListQuery, 'actorName' | 'entity' | 'entityId' | 'action' | 'from' | 'to'>;

/** The form's text: `from` and `to` as a `datetime-local` input holds them (the viewer's time). */
type Draft = { actorName?: string; entity?: string; entityId?: string; action?: string; from?: string; to?: string };

// The server's limits of the text filters (AuditListQuery).
const MAX = { actorName: 64, entityId: 64, action: 64 } as const;

const text = (value: string | undefined) => value?.trim() || undefined;
/** A `datetime-local` value as the instant the server compares with; none when empty or not a time. */
const instant = (value: string | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

const filterOf = (draft: Draft): AuditFilter => ({
  actorName: text(draft.actorName),
  entity: draft.entity,
  entityId: text(draft.entityId),
  action: text(draft.action),
  from: instant(draft.from),
  to: instant(draft.to),
});

/**
 * Who (actor name), what (entity, its id, action prefix), when (from, up to). The times are native
 * `datetime-local` inputs: Semi's DatePicker would weigh more than the rest of the page.
 */
export function AuditFilters({ onSearch }: { onSearch: (filter: AuditFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({});
  const input = (field: keyof typeof MAX, placeholder: string, width: number) => (
    <Input
      id={`audit-filter-${field}`}
      value={draft[field] ?? ''}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
      placeholder={placeholder}
      maxLength={MAX[field]}
      showClear
      style={{ width }}
    />
  );
  const time = (field: 'from' | 'to', label: string) => (
    <Input
      id={`audit-filter-${field}`}
      type="datetime-local"
      aria-label={label}
      prefix={label}
      value={draft[field] ?? ''}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
      style={{ width: 260 }}
    />
  );

  return (
    <FilterBar
      onSearch={() => onSearch(filterOf(draft))}
      onReset={() => {
        setDraft({});
        onSearch({});
      }}
    >
      {input('actorName', t('system.audit.actor'), 160)}
      <Select
        id="audit-filter-entity"
        value={draft.entity}
        onChange={(entity) => setDraft({ ...draft, entity: entity as string | undefined })}
        placeholder={t('system.audit.entity')}
        optionList={optionsOf(ENTITY_LABELS, t)}
        showClear
        style={{ width: 120 }}
      />
      {input('entityId', t('system.audit.entityId'), 120)}
      {input('action', t('system.audit.actionPrefix'), 160)}
      {time('from', t('system.audit.from'))}
      {time('to', t('system.audit.to'))}
    </FilterBar>
  );
}
