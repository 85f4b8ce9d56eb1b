import { lazy } from 'react';
import { auditList, jobList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, its translations, and its lists' first reads (started as a list opens). */
const remote: RemoteModule = {
  pages: {
    '/system/agent': lazy(() => import('./pages/agent-page.js')),
    '/system/agent-detail': lazy(() => import('./pages/agent-detail.js')),
    '/system/audit': lazy(() => import('./pages/audit-page.js')),
    '/system/jobs': lazy(() => import('./pages/jobs-page.js')),
    '/system/book-settings': lazy(() => import('./pages/book-settings-page.js')),
  },
  resources,
  prefetch: {
    // The lists' first pages, as the list kit will ask for them (audit-api.ts, jobs-api.ts); the agents page opens on its tree.
    '/system/audit': () => api().prefetch(auditList, firstPageQuery({})),
    '/system/jobs': () => api().prefetch(jobList, firstPageQuery({})),
  },
};
export default remote;
