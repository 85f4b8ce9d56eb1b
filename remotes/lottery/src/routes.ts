import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';
import { DRAWS_PATH, GAMES_PATH, SETTLE_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: {
    [DRAWS_PATH]: lazy(() => import('./pages/draw-list.js')),
    [GAMES_PATH]: lazy(() => import('./pages/games-page.js')),
    [SETTLE_PATH]: lazy(() => import('./pages/settle-result.js')),
  },
  resources,
};
export default remote;
