import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';
import { DETAIL_PATH, LIST_PATH, NEW_PATH, RESULT_PATH, TEXT_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    [LIST_PATH]: lazy(() => import('./pages/order-list.js')),
    [NEW_PATH]: lazy(() => import('./pages/new-order.js')),
    [TEXT_PATH]: lazy(() => import('./pages/text-entry.js')),
    [DETAIL_PATH]: lazy(() => import('./pages/order-detail.js')),
    [RESULT_PATH]: lazy(() => import('./pages/order-result.js')),
  },
  resources,
};
export default remote;
