import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AgentTreeRow } from '@drawdesk/contracts';
import { formatRate, type Loaded } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { Tag } from '@drawdesk/ui/tag';
import { Tree, type TreeNodeData } from '@drawdesk/ui/tree';
import { STATUS_LABELS } from '../labels.js';
import { nestByParent, type Nested } from '../nesting.js';
import { agentDetailPath } from '../paths.js';
import styles from './agent-tree.module.css';

/** One agent of the tree: code (to its detail), name, its own share and the share of its whole chain. */
function AgentNode({ row }: { row: AgentTreeRow }) {
  const { t } = useTranslation();
  return (
    <span className={styles.node} data-agent={row.code}>
      <Link to={agentDetailPath(row.id)} onClick={(e) => e.stopPropagation()}>
        {row.code}
      </Link>
      <span>{row.name}</span>
      <Tag size="small">{t('system.tree.share', { share: formatRate(row.shareBp) })}</Tag>
      <Tag size="small" color="blue">
        {t('system.tree.chainShare', { share: formatRate(row.chainShareBp) })}
      </Tag>
      {row.status === 'disabled' && <Tag size="small">{t(STATUS_LABELS.disabled)}</Tag>}
    </span>
  );
}

const nodeOf = (row: Nested<AgentTreeRow>): TreeNodeData => ({
  key: String(row.id),
  value: row.id,
  label: <AgentNode row={row} />,
  ...(row.children.length > 0 ? { children: row.children.map(nodeOf) } : {}),
});

/** The agent tree (company > agent > sub-agent), every node open. */
export function AgentTree({ tree }: { tree: Loaded<AgentTreeRow[]> }) {
  const { t } = useTranslation();
  const treeData = useMemo(() => nestByParent(tree.value ?? []).map(nodeOf), [tree.value]);

  if (tree.failure && !tree.value) {
    return (
      <Empty title={t('system.agents.loadFailed')} description={tree.failure.message}>
        <Button onClick={tree.reload}>{t('system.retry')}</Button>
      </Empty>
    );
  }
  return (
    <Spin spinning={tree.loading}>
      <Tree className={styles.tree} treeData={treeData} expandAll emptyContent={<Empty description={t('system.agents.empty')} />} />
    </Spin>
  );
}
