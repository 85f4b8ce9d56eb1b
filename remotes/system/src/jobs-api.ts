import { jobList, type JobListQuery, jobRetry } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The jobs table (docs/api.md#the-consoles-own): the list is silent (the page shows a failure in its table); a refused retry comes as the server's toast. */
export const listJobs = (query: JobListQuery) => api().call(jobList, query, { silent: true });
export const retryJob = (id: number) => api().call(jobRetry, undefined, { params: { id } });
