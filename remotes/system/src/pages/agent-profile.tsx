import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Agent, AgentTreeRow, PlanOption } from '@drawdesk/contracts';
import { formatMoney, formatRate } from '@drawdesk/shell';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { agentDetailPath } from '../paths.js';

type Props = {
  agent: Agent;
  /** The agent's own row of the tree (its chain share) and its parent's; undefined while the tree loads. */
  row: AgentTreeRow | undefined;
  parent: AgentTreeRow | undefined;
  plans: PlanOption[] | undefined;
};

/** An agent's profile: who it is, where it sits in the tree, what it carries and may do. */
export function AgentProfile({ agent, row, parent, plans }: Props) {
  const { t } = useTranslation();
  const plan = plans?.find((p) => p.id === agent.rebatePlanId);
  const data = [
    { key: t('system.column.code'), value: agent.code },
    { key: t('system.column.name'), value: agent.name },
    {
      key: t('system.column.parent'),
      value: agent.parentId === null ? t('system.agents.noParent') : <Link to={agentDetailPath(agent.parentId)}>{parent ? `${parent.code} ${parent.name}` : `#${agent.parentId}`}</Link>,
    },
    { key: t('system.column.share'), value: formatRate(agent.shareBp) },
    { key: t('system.column.chainShare'), value: row ? formatRate(row.chainShareBp) : '-' },
    { key: t('system.column.rebatePlan'), value: agent.rebatePlanId === null ? t('system.agents.noRebatePlan') : (plan?.name ?? `#${agent.rebatePlanId}`) },
    { key: t('system.column.creditLimit'), value: formatMoney(agent.creditLimit) },
    { key: t('system.column.mayLayOff'), value: t(agent.mayLayOff ? 'system.yes' : 'system.no') },
    { key: t('system.column.status'), value: <Tag color={STATUS_COLORS[agent.status]}>{t(STATUS_LABELS[agent.status])}</Tag> },
    { key: t('system.column.contact'), value: agent.contact || '-' },
    { key: t('system.column.remark'), value: agent.remark || '-' },
  ];
  return <Descriptions data={data} />;
}
