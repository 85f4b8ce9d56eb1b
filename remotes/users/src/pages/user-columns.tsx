import { useTranslation } from 'react-i18next';
import type { Role, User, UserListQuery, UserStatus } from '@drawdesk/contracts';
import { formatDateTime, optionsOf } from '@drawdesk/shell';
import type { FilterField, ListColumn } from '@drawdesk/ui/list-page';
import { Tag } from '@drawdesk/ui/tag';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels.js';

export type UserQuery = Pick<UserListQuery, 'keyword' | 'role' | 'status'>;

/** The users table's columns; `agentCode` names an agent by its id. */
export function useUserColumns(agentCode: (id: number) => string): ListColumn<User>[] {
  const { t } = useTranslation();
  return [
    { key: 'username', title: t('users.column.username') },
    { key: 'nickName', title: t('users.column.nickName') },
    { key: 'name', title: t('users.column.name') },
    { key: 'phoneNumber', title: t('users.column.phoneNumber'), render: (phone: string | null) => phone ?? '-' },
    { key: 'role', title: t('users.column.role'), render: (role: Role) => t(ROLE_LABELS[role]) },
    { key: 'agentId', title: t('users.column.agent'), render: (id: number | null) => (id === null ? '-' : agentCode(id)) },
    { key: 'status', title: t('users.column.status'), render: (status: UserStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag> },
    { key: 'lastLogin', title: t('users.column.lastLogin'), render: (at: string | null) => formatDateTime(at) },
  ];
}

/** The list's filters: keyword, role, status. */
export function useUserFilters(): FilterField<keyof UserQuery>[] {
  const { t } = useTranslation();
  return [
    { kind: 'keyword', name: 'keyword', placeholder: t('users.keyword'), width: 260 },
    { kind: 'select', name: 'role', placeholder: t('users.column.role'), options: optionsOf(ROLE_LABELS, t), width: 140 },
    { kind: 'select', name: 'status', placeholder: t('users.column.status'), options: optionsOf(STATUS_LABELS, t), width: 140 },
  ];
}
