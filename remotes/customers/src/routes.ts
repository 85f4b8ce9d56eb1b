import { lazy } from 'react';
import { customerList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, its translations, and its lists' first reads (started as a list opens). */
const remote: RemoteModule = {
  pages: {
    '/customers/list': lazy(() => import('./pages/customer-list.js')),
    '/customers/detail': lazy(() => import('./pages/customer-detail.js')),
  },
  resources,
  prefetch: {
    // The list's first page, as the list kit will ask for it (customers-api.ts).
    '/customers/list': () => api().prefetch(customerList, firstPageQuery({})),
  },
};
export default remote;
