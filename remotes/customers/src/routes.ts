import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    '/customers/list': lazy(() => import('./pages/customer-list.js')),
    '/customers/detail': lazy(() => import('./pages/customer-detail.js')),
  },
  resources,
};
export default remote;
