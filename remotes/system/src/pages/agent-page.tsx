import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@drawdesk/contracts';
import { lookups, useLoaded, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Tabs } from '@drawdesk/ui/tabs';
import { agentTree } from '../agents-api.js';
import { AgentEditor } from './agent-editor.js';
import { AgentTree } from './agent-tree.js';
import styles from './page.module.css';
import { pageLayout } from '@drawdesk/ui/page';

// The page opens on the tree: the list tab, with the list kit's table, filters and pagination, loads when first opened.
const AgentList = lazy(() => import('./agent-list.js').then((m) => ({ default: m.AgentList })));

/** Agents (Admin): the tree with chain shares and the list, create and edit in a drawer, remove. */
export default function AgentPage() {
  const { t } = useTranslation();
  const tree = useLoaded(agentTree);
  const drawer = useOverlay<Agent | null>();
  // The tree holds every agent: it names the parents of the list's rows.
  const codes = useMemo(() => new Map(tree.value?.map((row) => [row.id, row.code])), [tree.value]);
  // Saved or removed here or on a detail page (this page stays open in its tab), or refreshed: the tree follows (the list too, by itself).
  useEffect(() => lookups.agents.watch(tree.reload), [tree.reload]);
  const create = () => drawer.open(null);

  return (
    <section className={pageLayout.page}>
      <Tabs type="line" defaultActiveKey="tree" lazyRender>
        <Tabs.TabPane tab={t('system.agents.tree')} itemKey="tree">
          <div className={styles.section}>
            <div className={styles.toolbar}>
              <Button theme="solid" onClick={create}>
                {t('system.agents.create')}
              </Button>
              <Button onClick={lookups.agents.invalidate}>{t('system.refresh')}</Button>
            </div>
            <AgentTree tree={tree} />
          </div>
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('system.agents.list')} itemKey="list">
          <Suspense fallback={null}>
            <AgentList parentCode={(id) => codes.get(id) ?? `#${id}`} onEdit={drawer.open} onCreate={create} />
          </Suspense>
        </Tabs.TabPane>
      </Tabs>
      <AgentEditor drawer={drawer} />
    </section>
  );
}
