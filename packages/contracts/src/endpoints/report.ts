import type { Report, ReportQuery } from '../statement.js';
import { endpoint } from './endpoint.js';

export const report = endpoint<ReportQuery, Report>('GET', '/report', 'public');
