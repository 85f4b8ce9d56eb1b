import { statementLink, type StatementLinkBody, statementLinkList, type StatementLinkListQuery, statementLinkRevoke, statementRead } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** A customer's statement of one draw, and its shared links (docs/api.md#orders-ledger-statements); the list itself is the kit's. */
export const getDrawStatement = (customerId: number, drawId: number) => api().call(statementRead, { customerId, drawId }, { silent: true });
export const createLink = (body: StatementLinkBody) => api().call(statementLink, body, { silent: true });
export const listLinks = (query: StatementLinkListQuery) => api().call(statementLinkList, query, { silent: true });
/** Not silent: a refusal comes as the server's toast. */
export const revokeLink = (id: number) => api().call(statementLinkRevoke, undefined, { params: { id } });
