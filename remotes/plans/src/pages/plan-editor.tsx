import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameInfo, Plan } from '@drawdesk/contracts';
import { usePermission } from '@drawdesk/shell';
import { Banner } from '@drawdesk/ui/banner';
import { Button } from '@drawdesk/ui/button';
import { Typography } from '@drawdesk/ui/typography';
import { usePlanEditor } from '../use-plan-editor.js';
import { PlanGrid } from './plan-grid.js';
import { PlanHeader } from './plan-header.js';
import styles from './plan-detail.module.css';
import { pageLayout } from '@drawdesk/ui/page';

const ADMIN = ['Admin'] as const;

/** One plan: its fields and its grid; an Admin edits both and saves them together, at the version read. */
export function PlanEditor({ plan, game }: { plan: Plan; game: GameInfo }) {
  const { t } = useTranslation();
  const editor = usePlanEditor(plan, game);
  const editable = usePermission(ADMIN);

  return (
    <section className={pageLayout.page}>
      <div className={styles.toolbar}>
        <Typography.Title heading={4} className={styles.title}>
          {editor.plan.name}
        </Typography.Title>
        <Link to="/plans/list">{t('plans.back')}</Link>
        {editable && editor.dirty && <Typography.Text type="warning">{t('plans.unsaved')}</Typography.Text>}
        {editable && (
          <>
            <Button disabled={!editor.dirty} onClick={editor.discard}>
              {t('plans.discard')}
            </Button>
            <Button theme="solid" disabled={!editor.dirty || editor.stale} loading={editor.saving} onClick={() => void editor.save()}>
              {t('plans.save')}
            </Button>
          </>
        )}
        <Button onClick={() => void editor.reload()}>{t('plans.refresh')}</Button>
      </div>
      {editor.stale && (
        <Banner
          type="warning"
          closeIcon={null}
          description={
            <>
              {t('plans.error.stale')} <Button size="small" onClick={() => void editor.reload()}>{t('plans.reload')}</Button>
            </>
          }
        />
      )}
      <PlanHeader editor={editor} game={game} editable={editable} />
      <PlanGrid editor={editor} game={game} editable={editable} />
    </section>
  );
}
