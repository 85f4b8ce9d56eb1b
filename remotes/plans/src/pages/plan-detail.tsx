import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GameInfo, Plan } from '@drawdesk/contracts';
import { hasStatus, lookups } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { readPlan } from '../plans-api.js';
import { PlanEditor } from './plan-editor.js';
import styles from './plan-detail.module.css';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; plan: Plan; game: GameInfo };

/** `/plans/detail?id=`: the plan with its game's play types; a missing id or plan says so, with the way back. */
export default function PlanDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // A new id is another plan: start afresh.
  return Number.isSafeInteger(id) && id > 0 ? <PlanLoader key={id} id={id} /> : <Missing />;
}

function PlanLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    Promise.all([readPlan(id), lookups.games.load()]).then(
      ([plan, catalogue]) => {
        const game = catalogue.games.find((g) => g.code === plan.game);
        if (current) setLoaded(game ? { state: 'ready', plan, game } : { state: 'failed', message: t('plans.error.unknownGame', { game: plan.game }) });
      },
      (error: Error) => {
        if (current) setLoaded(hasStatus(error, 404) ? { state: 'missing' } : { state: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  switch (loaded.state) {
    case 'loading':
      return (
        <div className={styles.page}>
          <Spin size="large" />
        </div>
      );
    case 'missing':
      return <Missing />;
    case 'failed':
      return (
        <div className={styles.page}>
          <Empty title={t('plans.loadFailed')} description={loaded.message}>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('plans.retry')}</Button>
          </Empty>
        </div>
      );
    case 'ready':
      return <PlanEditor plan={loaded.plan} game={loaded.game} />;
  }
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Empty title={t('plans.missing.title')} description={t('plans.missing.description')}>
        <Link to="/plans/list">{t('plans.back')}</Link>
      </Empty>
    </div>
  );
}
