import { useTranslation } from 'react-i18next';
import { type Agent, agentExport } from '@drawdesk/contracts';
import { lookups } from '@drawdesk/shell';
import { ListPage, useList } from '@drawdesk/ui/list-page';
import { listAgents } from '../agents-api.js';
import { AgentActions } from './agent-actions.js';
import { useAgentColumns, useAgentFilters, type AgentQuery } from './agent-columns.js';

// A save or removal anywhere in the console, or Refresh, reloads the list.
const RELOAD_ON = [lookups.agents];

type Props = { parentCode: (id: number) => string; onEdit: (agent: Agent) => void; onCreate: () => void };

/** The agents as a list (a tab of the agents page, which owns the drawer): the kit's list page. */
export function AgentList({ parentCode, onEdit, onCreate }: Props) {
  const { t } = useTranslation();
  const list = useList<AgentQuery, Agent>(listAgents);
  return (
    <ListPage
      id="agents"
      nested
      list={list}
      columns={useAgentColumns(parentCode)}
      filters={useAgentFilters()}
      rowActions={(agent) => <AgentActions agent={agent} onEdit={onEdit} />}
      create={{ label: t('system.agents.create'), onClick: onCreate }}
      exportEndpoint={agentExport}
      // The tree shows the agents too: Refresh reads them afresh for both.
      onRefresh={lookups.agents.invalidate}
      reloadOn={RELOAD_ON}
      empty={t('system.agents.empty')}
    />
  );
}
