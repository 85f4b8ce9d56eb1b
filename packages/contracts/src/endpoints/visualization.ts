import type { BookCharts, BookChartsQuery } from '../visualization.js';
import { endpoint } from './endpoint.js';

export const visualizationBook = endpoint<BookChartsQuery, BookCharts>('POST', '/visualization/book', 'login');
