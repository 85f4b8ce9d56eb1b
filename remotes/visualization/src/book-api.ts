import { type BookChartsQuery, visualizationBook } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The book's charts for a period in the caller's scope; silent: the page shows a failed load with Retry. */
export const readBookCharts = (query: BookChartsQuery) => api().call(visualizationBook, query, { silent: true });
