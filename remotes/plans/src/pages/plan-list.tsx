import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Plan, PlanSummary } from '@drawdesk/contracts';
import { Permission, sortingOf, useOverlay, usePagedList, usePermission } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { listPlans } from '../plans-api.js';
import { useGames } from '../use-games.js';
import { PlanActions } from './plan-actions.js';
import { PLAN_SORTABLE, detailPath, usePlanColumns, type PlanSort } from './plan-columns.js';
import { PlanFilters, type PlanFilter } from './plan-filters.js';
import styles from './plan-list.module.css';

// Semi's Form loads when the modal first opens, not with the list.
const NewPlanModal = lazy(() => import('./new-plan-modal.js').then((m) => ({ default: m.NewPlanModal })));

const PAGE_SIZE = 20;
const ADMIN = ['Admin'] as const;

/** Plans: filter, server paging and sorting; Admins create (on the typical terms), clone and remove. */
export default function PlanListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useGames();
  const plans = usePagedList<PlanFilter & PlanSort, PlanSummary>(listPlans, {}, PAGE_SIZE);
  const { query, data, loading, failure, reload } = plans;
  const { page: _page, ...applied } = query;
  const admin = usePermission(ADMIN);
  // null: a new plan; a plan: its copy.
  const creating = useOverlay<PlanSummary | null>();

  const columns = usePlanColumns(games, applied, admin ? (plan) => <PlanActions plan={plan} onClone={creating.open} onRemoved={reload} /> : null);

  function created(plan: Plan) {
    creating.close();
    // A new plan is made to be priced: open it; a copy shows in the list.
    if (creating.value) reload();
    else navigate(detailPath(plan.id));
  }

  return (
    <section className={styles.page}>
      <PlanFilters games={games} onSearch={(filter) => plans.search({ ...filter, sort: applied.sort, order: applied.order })} />
      <div className={styles.toolbar}>
        <Permission roles={ADMIN}>
          <Button theme="solid" onClick={() => creating.open(null)}>
            {t('plans.create')}
          </Button>
        </Permission>
        <Button onClick={reload}>{t('plans.refresh')}</Button>
      </div>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={failure ? [] : data.list}
        columns={columns}
        onChange={({ sorter }) => {
          // Semi reports the sort with every change (a page too): search again only when it changed.
          const { sort, order } = sortingOf(sorter, PLAN_SORTABLE);
          if (sort !== applied.sort || order !== applied.order) plans.search({ ...applied, sort, order });
        }}
        empty={<ListEmpty failure={failure} onRetry={reload} empty={t('plans.empty')} />}
        pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: plans.setPage }}
      />
      <Suspense fallback={null}>
        {creating.key > 0 && (
          <NewPlanModal
            key={creating.key}
            visible={creating.visible}
            source={creating.value}
            games={games}
            onClose={creating.close}
            onCreated={created}
          />
        )}
      </Suspense>
    </section>
  );
}
