import type { ComponentType, LazyExoticComponent } from 'react';
import type { Resources } from '../i18n/i18n.js';

/**
 * What every remote exposes as `./routes`: its pages keyed by route path (lazy, so a page's
 * code loads when it is opened) and its translations in both languages.
 */
export type RemoteModule = {
  pages: Record<string, LazyExoticComponent<ComponentType>>;
  resources: Resources;
};
