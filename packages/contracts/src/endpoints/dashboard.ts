import type { ContentDataQuery, ContentDay, PopularQuery, PopularSelection, Workplace } from '../dashboard.js';
import { endpoint } from './endpoint.js';

export const dashboardWorkplace = endpoint<void, Workplace>('GET', '/dashboard/workplace', 'login');
export const dashboardContentData = endpoint<ContentDataQuery, ContentDay[]>('GET', '/dashboard/content-data', 'login');
export const dashboardPopular = endpoint<PopularQuery, PopularSelection[]>('GET', '/dashboard/popular', 'login');
