import type { Report, ReportQuery } from '../index.js';
import { endpoint } from './endpoint.js';

export const report = endpoint<ReportQuery, Report>('GET', '/report', 'public');
