import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: { '/users/list': lazy(() => import('./pages/user-list.js')) },
  resources,
};
export default remote;
