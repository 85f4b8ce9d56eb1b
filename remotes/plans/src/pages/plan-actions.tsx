import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Space } from '@drawdesk/ui/space';
import { Toast } from '@drawdesk/ui/toast';
import { removePlan } from '../plans-api.js';

type Props = { plan: PlanSummary; onClone: (plan: PlanSummary) => void };

/**
 * A row's actions for an Admin: clone, remove (after a confirmation; a plan in use is refused by the server,
 * in its toast). The list reloads by itself (`lookups.plans`).
 */
export function PlanActions({ plan, onClone }: Props) {
  const { t } = useTranslation();
  const { name } = plan;

  async function remove() {
    await removePlan(plan.id);
    Toast.success(t('plans.removed', { name }));
  }

  return (
    <Space spacing={4}>
      <Button theme="borderless" size="small" onClick={() => onClone(plan)}>
        {t('plans.action.clone')}
      </Button>
      <Popconfirm
        title={t('plans.remove.title', { name })}
        content={t('plans.remove.content')}
        okType="danger"
        onConfirm={() => remove().catch(() => undefined)}
      >
        <Button theme="borderless" type="danger" size="small">
          {t('plans.action.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
