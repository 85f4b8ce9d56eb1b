import type { BookCharts, BookChartsQuery } from '../index.js';
import { endpoint } from './endpoint.js';

export const visualizationBook = endpoint<BookChartsQuery, BookCharts>('POST', '/visualization/book', 'login');
