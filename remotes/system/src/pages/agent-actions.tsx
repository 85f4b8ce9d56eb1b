import { useTranslation } from 'react-i18next';
import type { Agent } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { RemoveButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { removeAgent } from '../agents-api.js';

type Props = { agent: Agent; onEdit: (agent: Agent) => void };

/**
 * A row's actions: edit, and remove after a confirmation (the server refuses while sub-agents, customers or
 * users hang on it). The page hears of a removal through `lookups.agents`.
 */
export function AgentActions({ agent, onEdit }: Props) {
  const { t } = useTranslation();
  const { code } = agent;

  return (
    <Space spacing={4}>
      <Button theme="borderless" size="small" onClick={() => onEdit(agent)}>
        {t('system.edit')}
      </Button>
      <RemoveButton
        title={t('system.agents.removeTitle', { code })}
        content={t('system.agents.removeContent')}
        label={t('system.remove')}
        removed={t('system.agents.removed', { code })}
        onRemove={() => removeAgent(agent.id)}
      />
    </Space>
  );
}
