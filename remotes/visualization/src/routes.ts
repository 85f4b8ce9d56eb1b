import { lazy } from 'react';
import type { RemoteModule } from '@drawdesk/shell';
import { resources } from './locale.js';
import { BOOK_PATH } from './paths.js';

/** The one module this remote exposes: its pages by route path, and its translations. */
const remote: RemoteModule = {
  pages: { [BOOK_PATH]: lazy(() => import('./pages/book-page.js')) },
  resources,
};
export default remote;
