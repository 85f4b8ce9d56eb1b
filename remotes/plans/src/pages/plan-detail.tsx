import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GameCatalogue, GameInfo, Plan } from '@drawdesk/contracts';
import { hasStatus, idOf, type Loaded as ShellLoaded, lookups, useLoaded } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { readPlan } from '../plans-api.js';
import { PlanEditor } from './plan-editor.js';
import { pageLayout } from '@drawdesk/ui/page';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; plan: Plan; game: GameInfo };

/** `/plans/detail?id=`: the plan with its game's play types; a missing id or plan says so, with the way back. */
export default function PlanDetailPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  // A new id is another plan: start afresh.
  return id === null ? <Missing /> : <PlanLoader key={id} id={id} />;
}

function PlanLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const read = useLoaded(() => Promise.all([readPlan(id), lookups.games.load()]));
  const loaded = stateOf(read, (game) => t('plans.error.unknownGame', { game }));

  switch (loaded.state) {
    case 'loading':
      return (
        <div className={pageLayout.page}>
          <Spin size="large" />
        </div>
      );
    case 'missing':
      return <Missing />;
    case 'failed':
      return (
        <div className={pageLayout.page}>
          <Empty title={t('plans.loadFailed')} description={loaded.message}>
            <Button onClick={read.reload}>{t('plans.retry')}</Button>
          </Empty>
        </div>
      );
    case 'ready':
      return <PlanEditor plan={loaded.plan} game={loaded.game} />;
  }
}

/** What the page shows of the plan's read: the spinner while it is asked again too, so a retry is seen. */
function stateOf(read: ShellLoaded<[Plan, GameCatalogue]>, unknownGame: (game: string) => string): Loaded {
  if (read.loading) return { state: 'loading' };
  if (read.failure) return hasStatus(read.failure, 404) ? { state: 'missing' } : { state: 'failed', message: read.failure.message };
  if (!read.value) return { state: 'loading' };
  const [plan, catalogue] = read.value;
  const game = catalogue.games.find((g) => g.code === plan.game);
  return game ? { state: 'ready', plan, game } : { state: 'failed', message: unknownGame(plan.game) };
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className={pageLayout.page}>
      <Empty title={t('plans.missing.title')} description={t('plans.missing.description')}>
        <Link to="/plans/list">{t('plans.back')}</Link>
      </Empty>
    </div>
  );
}
