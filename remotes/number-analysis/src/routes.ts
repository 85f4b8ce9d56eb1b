import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';
import { DETAIL_PATH, LIST_PATH, LIVE_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    [LIST_PATH]: lazy(() => import('./pages/analysis-list.js')),
    [DETAIL_PATH]: lazy(() => import('./pages/analysis-detail.js')),
    [LIVE_PATH]: lazy(() => import('./pages/live-book.js')),
  },
  resources,
};
export default remote;
