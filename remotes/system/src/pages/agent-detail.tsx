import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Agent } from '@drawdesk/contracts';
import { hasStatus, idOf, lookups, useLoaded, useLookup, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { Typography } from '@drawdesk/ui/typography';
import { agentTree, getAgent } from '../agents-api.js';
import { AGENTS_PATH } from '../paths.js';
import { AgentAccount } from './agent-account.js';
import { AgentCustomers } from './agent-customers.js';
import { AgentEditor } from './agent-editor.js';
import { AgentProfile } from './agent-profile.js';
import { SubAgents } from './sub-agents.js';
import styles from './page.module.css';
import { pageLayout } from '@drawdesk/ui/page';


/** No agent to show (no id, or none with it): say so, and lead back to the agents. */
function NoAgent() {
  const { t } = useTranslation();
  return (
    <Empty title={t('system.detail.notFound')} description={t('system.detail.notFoundHint')} style={{ padding: 48 }}>
      <Link to={AGENTS_PATH}>{t('system.detail.back')}</Link>
    </Empty>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <Typography.Title heading={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

/** One agent: profile, the agents under it, its customers and its account (statement, ledger, payment); edit in the same drawer as the list. */
function AgentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const agent = useLoaded(() => getAgent(id));
  const tree = useLoaded(agentTree);
  const plans = useLookup(lookups.plans);
  const drawer = useOverlay<Agent | null>();
  // Saved here or elsewhere in the console (a parent's change moves the chain share): read again.
  useEffect(
    () =>
      lookups.agents.watch(() => {
        agent.reload();
        tree.reload();
      }),
    [agent.reload, tree.reload],
  );

  if (hasStatus(agent.failure, 404)) return <NoAgent />;
  if (!agent.value) {
    return agent.failure ? (
      <Empty title={t('system.detail.loadFailed')} description={agent.failure.message} style={{ padding: 48 }}>
        <Button onClick={agent.reload}>{t('system.retry')}</Button>
      </Empty>
    ) : (
      <Spin size="large" style={{ padding: 48, width: '100%' }} />
    );
  }
  const rows = tree.value ?? [];
  const current = agent.value;

  return (
    <section className={pageLayout.page}>
      <div className={styles.toolbar}>
        <Link to={AGENTS_PATH}>{t('system.detail.back')}</Link>
        <Button theme="solid" onClick={() => drawer.open(current)}>
          {t('system.edit')}
        </Button>
      </div>
      <Section title={t('system.detail.profile', { code: current.code })}>
        <AgentProfile
          agent={current}
          row={rows.find((row) => row.id === current.id)}
          parent={rows.find((row) => row.id === current.parentId)}
          plans={plans}
        />
      </Section>
      <Section title={t('system.detail.subAgents')}>
        <SubAgents rows={rows.filter((row) => row.parentId === current.id)} loading={tree.loading} />
      </Section>
      <Section title={t('system.detail.customers')}>
        <AgentCustomers agentId={current.id} />
      </Section>
      <Section title={t('system.detail.account')}>
        <AgentAccount agent={current} />
      </Section>
      <AgentEditor drawer={drawer} />
    </section>
  );
}

/** `/system/agent-detail?id=`: a new page for every id, so nothing of the last agent stays. */
export default function AgentDetailPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  return id === null ? <NoAgent /> : <AgentDetail key={id} id={id} />;
}
