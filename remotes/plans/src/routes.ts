import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    '/plans/list': lazy(() => import('./pages/plan-list.js')),
    '/plans/detail': lazy(() => import('./pages/plan-detail.js')),
  },
  resources,
};
export default remote;
