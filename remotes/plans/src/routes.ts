import { lazy } from 'react';
import { planList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, its translations, and its lists' first reads (started as a list opens). */
const remote: RemoteModule = {
  pages: {
    '/plans/list': lazy(() => import('./pages/plan-list.js')),
    '/plans/detail': lazy(() => import('./pages/plan-detail.js')),
  },
  resources,
  prefetch: {
    // The list's first page, as the list kit will ask for it (plans-api.ts).
    '/plans/list': () => api().prefetch(planList, firstPageQuery({})),
  },
};
export default remote;
