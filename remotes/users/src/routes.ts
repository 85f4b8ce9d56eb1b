import { lazy } from 'react';
import { userList } from '@drawdesk/contracts';
import { api, firstPageQuery, type RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';

/** The one module this remote exposes: its pages by route path, its translations, and its lists' first reads (started as a list opens). */
const remote: RemoteModule = {
  pages: { '/users/list': lazy(() => import('./pages/user-list.js')) },
  resources,
  prefetch: {
    // The list's first page, as the list kit will ask for it (users-api.ts).
    '/users/list': () => api().prefetch(userList, firstPageQuery({})),
  },
};
export default remote;
