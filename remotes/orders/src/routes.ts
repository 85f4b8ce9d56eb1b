import { lazy } from 'react';
import { orderList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { openingFilter } from './list-query.js';
import { resources } from './locale.js';
import { DETAIL_PATH, LIST_PATH, NEW_PATH, RESULT_PATH, TEXT_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, its translations, and the list's first read (started as the list opens). */
const remote: RemoteModule = {
  pages: {
    [LIST_PATH]: lazy(() => import('./pages/order-list.js')),
    [NEW_PATH]: lazy(() => import('./pages/new-order.js')),
    [TEXT_PATH]: lazy(() => import('./pages/text-entry.js')),
    [DETAIL_PATH]: lazy(() => import('./pages/order-detail.js')),
    [RESULT_PATH]: lazy(() => import('./pages/order-result.js')),
  },
  resources,
  prefetch: {
    // The list's first page, as the list kit will ask for it (its page calls the same endpoint: orders-api.ts).
    [LIST_PATH]: (search) => api().prefetch(orderList, firstPageQuery(openingFilter(search))),
  },
};
export default remote;
