import type { PageOf } from '../common.js';
import type { Job, JobListQuery } from '../job.js';
import { endpoint } from './endpoint.js';

export const jobList = endpoint<JobListQuery, PageOf<Job>>('POST', '/job/list', ['Admin']);
export const jobRetry = endpoint<void, Job, { id: number }>('POST', '/job/retry/:id', ['Admin']);
