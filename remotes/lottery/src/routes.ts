import { lazy } from 'react';
import { lotteryList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';
import { DRAWS_OPENING, DRAWS_PATH, GAMES_PATH, SETTLE_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, its translations, and its lists' first reads (started as a list opens). */
const remote: RemoteModule = {
  pages: {
    [DRAWS_PATH]: lazy(() => import('./pages/draw-list.js')),
    [GAMES_PATH]: lazy(() => import('./pages/games-page.js')),
    [SETTLE_PATH]: lazy(() => import('./pages/settle-result.js')),
  },
  resources,
  prefetch: {
    // The draws list's first page, as the list kit will ask for it (draws-api.ts).
    [DRAWS_PATH]: () => api().prefetch(lotteryList, firstPageQuery(DRAWS_OPENING)),
  },
};
export default remote;
