import type { Job, JobListQuery, PageOf } from '../index.js';
import { endpoint } from './endpoint.js';

export const jobList = endpoint<JobListQuery, PageOf<Job>>('POST', '/job/list', ['Admin']);
export const jobRetry = endpoint<void, Job>('POST', '/job/retry/:id', ['Admin']);
