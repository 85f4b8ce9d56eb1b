import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job, JobListQuery, JobState } from '@drawdesk/contracts';
import { JOB_KIND_NAMES, formatDateTime, optionsOf, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { Tag } from '@drawdesk/ui/tag';
import { retryJob, listJobs } from '../jobs-api.js';
import styles from './page.module.css';

type JobQuery = Pick<JobListQuery, 'state' | 'kind' | 'sort' | 'order'>;

const STATE_LABELS: Record<JobState, string> = {
  queued: 'system.jobs.state.queued',
  running: 'system.jobs.state.running',
  done: 'system.jobs.state.done',
  failed: 'system.jobs.state.failed',
};
const STATE_COLORS: Record<JobState, ComponentProps<typeof Tag>['color']> = { queued: 'grey', running: 'blue', done: 'green', failed: 'red' };

const time = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/**
 * Background jobs (Admin): what the workers did, do and will do — opening and closing draws, keeping the
 * calendar ahead, settlement — with why each failure happened, in words, and a retry that queues it again.
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const words = useWords();
  const list = useList<JobQuery, Job>(listJobs);
  const columns: ListColumn<Job>[] = [
    { key: 'id', title: '#', sortable: true },
    { key: 'kind', title: t('system.jobs.kind'), render: (kind: string) => words.jobKind(kind) },
    { key: 'state', title: t('system.jobs.stateTitle'), render: (state: JobState) => <Tag color={STATE_COLORS[state]} data-state={state}>{t(STATE_LABELS[state])}</Tag> },
    { key: 'runAt', title: t('system.jobs.runAt'), sortable: true, render: time },
    { key: 'attempts', title: t('system.jobs.attempts'), render: (attempts: number, job) => `${attempts} / ${job.maxAttempts}` },
    { key: 'finishedAt', title: t('system.jobs.finishedAt'), render: time },
    // The reason in the viewer's words (its code for programs and tests); the error's own English text stays in the
    // API's `lastError` and the server log, for engineers.
    {
      key: 'reason',
      title: t('system.jobs.reason'),
      render: (reason: Job['reason']) => reason && <span className={styles.error} data-reason={reason.code}>{words.text(reason.text)}</span>,
    },
  ];
  const filters: FilterField<keyof JobQuery>[] = [
    { kind: 'select', name: 'state', placeholder: t('system.jobs.stateTitle'), options: optionsOf(STATE_LABELS, t), width: 120 },
    { kind: 'select', name: 'kind', placeholder: t('system.jobs.kind'), options: words.options(JOB_KIND_NAMES), width: 160 },
  ];

  return (
    <ListPage
      id="jobs"
      list={list}
      columns={columns}
      filters={filters}
      empty={t('system.jobs.empty')}
      rowActions={(job) =>
        job.state === 'failed' && (
          <Button theme="borderless" size="small" onClick={() => void retryJob(job.id).then(list.reload, list.reload)}>
            {t('system.jobs.retry')}
          </Button>
        )
      }
    />
  );
}
