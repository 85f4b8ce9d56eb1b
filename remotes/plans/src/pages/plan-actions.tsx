import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { RemoveButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { removePlan } from '../plans-api.js';

type Props = { plan: PlanSummary; onClone: (plan: PlanSummary) => void };

/**
 * A row's actions for an Admin: clone, remove (after a confirmation; a plan in use is refused by the server,
 * in its toast). The list reloads by itself (`lookups.plans`).
 */
export function PlanActions({ plan, onClone }: Props) {
  const { t } = useTranslation();
  const { name } = plan;

  return (
    <Space spacing={4}>
      <Button theme="borderless" size="small" onClick={() => onClone(plan)}>
        {t('plans.action.clone')}
      </Button>
      <RemoveButton
        title={t('plans.remove.title', { name })}
        content={t('plans.remove.content')}
        label={t('plans.action.remove')}
        removed={t('plans.removed', { name })}
        onRemove={() => removePlan(plan.id)}
      />
    </Space>
  );
}
