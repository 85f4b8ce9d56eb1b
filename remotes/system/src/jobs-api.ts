import type { Job, JobListQuery, PageOf } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The jobs table (docs/api.md#the-consoles-own): the list is silent (the page shows a failure in its table); a refused retry comes as the server's toast. */
export const listJobs = (query: JobListQuery) => api().post<PageOf<Job>>('/job/list', query, { silent: true });
export const retryJob = (id: number) => api().post<Job>(`/job/retry/${id}`);
