import { useTranslation } from 'react-i18next';
import type { Agent } from '@drawdesk/contracts';
import { useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { LedgerList, PaymentModal, useLedger } from '@drawdesk/blocks/ledger';
import { StatementList } from '@drawdesk/blocks/statement-list';
import { Tabs } from '@drawdesk/ui/tabs';

/**
 * The agent's account with the book: its statement (per settled draw its subtree's stake and members' net, its
 * share, its rebate margin and the amount), its ledger, and a payment to or from it.
 */
export function AgentAccount({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const ledger = useLedger({ agentId: agent.id });
  const payment = useOverlay<Agent>();
  return (
    <div id="agent-account">
      <Tabs
        type="line"
        tabBarExtraContent={
          <Button id="agent-payment" onClick={() => payment.open(agent)}>
            {t('system.account.pay')}
          </Button>
        }
      >
        <Tabs.TabPane itemKey="statement" tab={t('system.account.statement')}>
          <StatementList id="agent-statement" party={{ agentId: agent.id }} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="ledger" tab={t('system.account.ledger')}>
          <LedgerList id="agent-ledger" ledger={ledger} />
        </Tabs.TabPane>
      </Tabs>
      {payment.value && (
        <PaymentModal
          key={payment.key}
          party={{ agentId: payment.value.id }}
          name={`${payment.value.code} ${payment.value.name}`}
          visible={payment.visible}
          onClose={payment.close}
          onSaved={() => {
            payment.close();
            ledger.reload();
          }}
        />
      )}
    </div>
  );
}
