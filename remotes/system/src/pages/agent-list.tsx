import type { Agent } from '@drawdesk/contracts';
import type { PagedList } from '@drawdesk/shell';
import { useTranslation } from 'react-i18next';
import { sortingOf } from '@drawdesk/shell';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { AgentActions } from './agent-actions.js';
import { AGENT_SORTABLE, useAgentColumns, type AgentSorting } from './agent-columns.js';
import { AgentFilters, type AgentFilter } from './agent-filters.js';

export type AgentQuery = AgentFilter & AgentSorting;

type Props = {
  agents: PagedList<AgentQuery, Agent>;
  parentCode: (id: number) => string;
  onEdit: (agent: Agent) => void;
};

/** The agents as a list: filters, and a table the server pages and sorts. */
export function AgentList({ agents, parentCode, onEdit }: Props) {
  const { t } = useTranslation();
  const { query, data, loading, failure, reload } = agents;
  const sorting: AgentSorting = { sort: query.sort, order: query.order };
  const { page: _page, ...filter } = query;
  const columns = useAgentColumns(sorting, parentCode, (agent) => <AgentActions agent={agent} onEdit={onEdit} />);

  return (
    <>
      <AgentFilters onSearch={(filter) => agents.search({ ...filter, ...sorting })} />
      <Table
        rowKey="id"
        loading={loading}
        dataSource={failure ? [] : data.list}
        columns={columns}
        onChange={({ sorter, extra }) => {
          if (extra?.changeType === 'sorter') agents.search({ ...filter, ...sortingOf(sorter, AGENT_SORTABLE) });
        }}
        empty={<ListEmpty failure={failure} onRetry={reload} empty={t('system.agents.empty')} />}
        pagination={{ currentPage: query.page, pageSize: data.pageSize, total: data.total, onPageChange: agents.setPage }}
      />
    </>
  );
}
