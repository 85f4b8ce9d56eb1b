import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    '/system/agent': lazy(() => import('./pages/agent-page.js')),
    '/system/agent-detail': lazy(() => import('./pages/agent-detail.js')),
    '/system/audit': lazy(() => import('./pages/audit-page.js')),
    '/system/jobs': lazy(() => import('./pages/jobs-page.js')),
    '/system/book-settings': lazy(() => import('./pages/book-settings-page.js')),
  },
  resources,
};
export default remote;
