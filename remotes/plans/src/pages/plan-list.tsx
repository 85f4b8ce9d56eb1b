import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Plan, PlanSummary } from '@drawdesk/contracts';
import { lookups, OverlayMount, useLookup, useOverlay, usePermission } from '@drawdesk/shell';
import { ListPage, useList } from '@drawdesk/ui/list-page';
import { listPlans } from '../plans-api.js';
import { PlanActions } from './plan-actions.js';
import { detailPath, usePlanColumns, usePlanFilters, type PlanQuery } from './plan-columns.js';

// Semi's Form loads when the modal first opens, not with the list.
const NewPlanModal = lazy(() => import('./new-plan-modal.js').then((m) => ({ default: m.NewPlanModal })));

const ADMIN = ['Admin'] as const;
// A save, copy or removal anywhere in the console reloads the list.
const RELOAD_ON = [lookups.plans];
const NO_GAMES: never[] = [];

/** Plans: the kit's list page; Admins create (on the typical terms), clone and remove. */
export default function PlanListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useLookup(lookups.games)?.games ?? NO_GAMES;
  const list = useList<PlanQuery, PlanSummary>(listPlans);
  const admin = usePermission(ADMIN);
  // null: a new plan; a plan: its copy.
  const creating = useOverlay<PlanSummary | null>();

  function created(plan: Plan) {
    creating.close();
    // A new plan is made to be priced: open it; a copy shows in the list.
    if (!creating.value) navigate(detailPath(plan.id));
  }

  return (
    <ListPage
      id="plans"
      list={list}
      columns={usePlanColumns(games)}
      filters={usePlanFilters(games)}
      rowActions={admin ? (plan) => <PlanActions plan={plan} onClone={creating.open} /> : undefined}
      create={{ label: t('plans.create'), roles: ADMIN, onClick: () => creating.open(null) }}
      reloadOn={RELOAD_ON}
      empty={t('plans.empty')}
    >
      <OverlayMount overlay={creating}>{(source, shown) => <NewPlanModal {...shown} source={source} games={games} onCreated={created} />}</OverlayMount>
    </ListPage>
  );
}
