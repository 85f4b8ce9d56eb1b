import type { Static } from 'typebox';
import type { IdParams, PageOf } from '../common.js';
import type { DrawStatement, DrawStatementQuery, StatementExportQuery, StatementLink, StatementLinkBody, StatementLinkListQuery, StatementPage, StatementQuery } from '../statement.js';
import { endpoint } from './endpoint.js';

export const statementList = endpoint<StatementQuery, StatementPage>('POST', '/statement/list', 'login');
export const statementRead = endpoint<DrawStatementQuery, DrawStatement>('GET', '/statement', 'login');
export const statementLink = endpoint<StatementLinkBody, StatementLink>('POST', '/statement/link', 'login');
export const statementLinkList = endpoint<StatementLinkListQuery, PageOf<StatementLink>>('POST', '/statement/link/list', 'login');
export const statementLinkRevoke = endpoint<void, StatementLink, Static<typeof IdParams>>('DELETE', '/statement/link/:id', 'login');
export const statementExport = endpoint<StatementExportQuery, string>('GET', '/statement/export', 'login');
