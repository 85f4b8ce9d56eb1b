import type { ComponentType, LazyExoticComponent } from 'react';
import type { Resources } from '../i18n/i18n.js';

/**
 * What every remote exposes as `./routes`: its pages keyed by route path (lazy, so a page's
 * code loads when it is opened) and its translations in both languages; and, for a page whose first
 * render asks for data, that read, which the host starts as it opens the page (`api().prefetch` with
 * the page's first query, from the page's URL query string), so the data comes while the page's code loads.
 */
export type RemoteModule = {
  pages: Record<string, LazyExoticComponent<ComponentType>>;
  resources: Resources;
  prefetch?: Record<string, (search: URLSearchParams) => void>;
};
