import type { AuditEntry, AuditListQuery } from '../audit.js';
import type { ExportOf, PageOf } from '../common.js';
import { endpoint } from './endpoint.js';

export const auditList = endpoint<AuditListQuery, PageOf<AuditEntry>>('POST', '/audit/list', ['Admin']);
export const auditExport = endpoint<ExportOf<AuditListQuery>, string>('GET', '/audit/export', ['Admin']);
