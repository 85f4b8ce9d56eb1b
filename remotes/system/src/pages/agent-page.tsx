import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@drawdesk/contracts';
import { useOverlay, usePagedList } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Tabs } from '@drawdesk/ui/tabs';
import { agentTree, listAgents, onAgentsChanged, refreshAgents } from '../agents-api.js';
import { useLoaded } from '../use-loaded.js';
import { AgentEditor } from './agent-editor.js';
import { AgentList, type AgentQuery } from './agent-list.js';
import { AgentTree } from './agent-tree.js';
import styles from './page.module.css';

// Semi's Form (with every Semi field type) loads when the drawer first opens, not with the page.

const PAGE_SIZE = 20;

/** Agents (Admin): the tree with chain shares and the list, create and edit in a drawer, remove. */
export default function AgentPage() {
  const { t } = useTranslation();
  const agents = usePagedList<AgentQuery, Agent>(listAgents, {}, PAGE_SIZE);
  const tree = useLoaded(agentTree);
  const drawer = useOverlay<Agent | null>();
  // The tree holds every agent: it names the parents of the list's rows.
  const codes = useMemo(() => new Map(tree.value?.map((row) => [row.id, row.code])), [tree.value]);
  const { reload: reloadList } = agents;
  const reloadAll = useCallback(() => {
    reloadList();
    tree.reload();
  }, [reloadList, tree.reload]);
  // Saved or removed here or on a detail page (this page stays open in its tab), or refreshed: both views follow.
  useEffect(() => onAgentsChanged(reloadAll), [reloadAll]);

  return (
    <section className={styles.page}>
      <div className={styles.toolbar}>
        <Button theme="solid" onClick={() => drawer.open(null)}>
          {t('system.agents.create')}
        </Button>
        <Button onClick={refreshAgents}>{t('system.refresh')}</Button>
      </div>
      <Tabs type="line" defaultActiveKey="tree">
        <Tabs.TabPane tab={t('system.agents.tree')} itemKey="tree">
          <AgentTree tree={tree} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('system.agents.list')} itemKey="list">
          <AgentList agents={agents} parentCode={(id) => codes.get(id) ?? `#${id}`} onEdit={drawer.open} />
        </Tabs.TabPane>
      </Tabs>
      <AgentEditor drawer={drawer} />
    </section>
  );
}
