import type { AuditEntry, AuditListQuery, ExportOf, PageOf } from '../index.js';
import { endpoint } from './endpoint.js';

export const auditList = endpoint<AuditListQuery, PageOf<AuditEntry>>('POST', '/audit/list', ['Admin']);
export const auditExport = endpoint<ExportOf<AuditListQuery>, string>('GET', '/audit/export', ['Admin']);
