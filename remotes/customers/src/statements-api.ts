import type { DrawStatement, PageOf, StatementLink, StatementLinkBody, StatementLinkListQuery } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** A customer's statement of one draw, and its shared links (docs/api.md#orders-ledger-statements); the list itself is the kit's. */
export const getDrawStatement = (customerId: number, drawId: number) => api().get<DrawStatement>('/statement', { query: { customerId, drawId }, silent: true });
export const createLink = (body: StatementLinkBody) => api().post<StatementLink>('/statement/link', body, { silent: true });
export const listLinks = (query: StatementLinkListQuery) => api().post<PageOf<StatementLink>>('/statement/link/list', query, { silent: true });
/** Not silent: a refusal comes as the server's toast. */
export const revokeLink = (id: number) => api().delete<StatementLink>(`/statement/link/${id}`);
