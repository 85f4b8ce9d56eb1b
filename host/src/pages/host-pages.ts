import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The registry routes the host renders itself (HOST_MENU), each loaded when first opened. */
export const HOST_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/dashboard/workplace': lazy(() => import('./workplace.js')),
  '/user/messages': lazy(() => import('./messages.js')),
  '/user/info': lazy(() => import('./user-center/user-info.js')),
  '/user/setting': lazy(() => import('./user-center/user-setting.js')),
};
