import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User, UserStatus } from '@drawdesk/contracts';
import { formatDateTime } from '@drawdesk/shell';
import { Tag } from '@drawdesk/ui/tag';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels.js';

/** The users table's columns; `agentCode` names an agent by its id, `actions` renders a row's action buttons. */
export function useUserColumns(agentCode: (id: number) => string, actions: (user: User) => ReactNode) {
  const { t } = useTranslation();
  return [
    { title: t('users.column.username'), dataIndex: 'username' },
    { title: t('users.column.nickName'), dataIndex: 'nickName' },
    { title: t('users.column.name'), dataIndex: 'name' },
    { title: t('users.column.phoneNumber'), dataIndex: 'phoneNumber', render: (phone: string | null) => phone ?? '-' },
    { title: t('users.column.role'), dataIndex: 'role', render: (role: Role) => t(ROLE_LABELS[role]) },
    { title: t('users.column.agent'), dataIndex: 'agentId', render: (id: number | null) => (id === null ? '-' : agentCode(id)) },
    {
      title: t('users.column.status'),
      dataIndex: 'status',
      render: (status: UserStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>,
    },
    { title: t('users.column.lastLogin'), dataIndex: 'lastLogin', render: (at: string | null) => formatDateTime(at) },
    { title: t('users.column.actions'), dataIndex: 'actions', render: (_: unknown, user: User) => actions(user) },
  ];
}
