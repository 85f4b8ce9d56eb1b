import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, UserListQuery, UserStatus } from '@drawdesk/contracts';
import { optionsOf } from '@drawdesk/shell';
import { FilterBar, KeywordInput } from '@drawdesk/ui/list-parts';
import { Select } from '@drawdesk/ui/select';
import { ROLE_LABELS, STATUS_LABELS } from '../labels.js';

export type UserFilter = Pick<UserListQuery, 'keyword' | 'role' | 'status'>;

/**
 * The list's filter form: keyword, role, status; search applies it, reset clears it. Plain inputs,
 * not Semi's Form, which brings every Semi field type along: the list page stays light.
 */
export function UserFilters({ onSearch }: { onSearch: (filter: UserFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UserFilter>({});

  return (
    <FilterBar
      onSearch={() => onSearch({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => {
        setDraft({});
        onSearch({});
      }}
    >
      <KeywordInput id="users-filter-keyword" value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} placeholder={t('users.keyword')} width={260} />
      <Select
        id="users-filter-role"
        value={draft.role}
        onChange={(role) => setDraft({ ...draft, role: role as Role | undefined })}
        placeholder={t('users.column.role')}
        optionList={optionsOf(ROLE_LABELS, t)}
        showClear
        style={{ width: 140 }}
      />
      <Select
        id="users-filter-status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as UserStatus | undefined })}
        placeholder={t('users.column.status')}
        optionList={optionsOf(STATUS_LABELS, t)}
        showClear
        style={{ width: 140 }}
      />
    </FilterBar>
  );
}
