import { useTranslation } from 'react-i18next';
import type { Agent } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Space } from '@drawdesk/ui/space';
import { Toast } from '@drawdesk/ui/toast';
import { removeAgent } from '../agents-api.js';

type Props = { agent: Agent; onEdit: (agent: Agent) => void };

/**
 * A row's actions: edit, and remove after a confirmation (the server refuses while sub-agents, customers or
 * users hang on it). The page hears of a removal through `lookups.agents`.
 */
export function AgentActions({ agent, onEdit }: Props) {
  const { t } = useTranslation();
  const { code } = agent;

  async function remove() {
    // Not silent: a refusal (409) comes as the server's own message in a toast.
    await removeAgent(agent.id);
    Toast.success(t('system.agents.removed', { code }));
  }

  return (
    <Space spacing={4}>
      <Button theme="borderless" size="small" onClick={() => onEdit(agent)}>
        {t('system.edit')}
      </Button>
      <Popconfirm
        title={t('system.agents.removeTitle', { code })}
        content={t('system.agents.removeContent')}
        okType="danger"
        onConfirm={() => remove().catch(() => undefined)}
      >
        <Button theme="borderless" type="danger" size="small">
          {t('system.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
