import type { Draw } from '@drawdesk/contracts';
import { poll } from './poll.js';
import type { TestServer } from './server.js';

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** Times a test draw is made with, in seconds from now. */
export type Offsets = { opens: number; closes: number; draw: number };
export const FUTURE: Offsets = { opens: 3600, closes: 7200, draw: 7300 };
export const PAST: Offsets = { opens: -7200, closes: -3600, draw: -3500 };

export function drawHelpers(server: TestServer) {
  const token = server.adminToken;
  const api = {
    async create(lottery: 'HK6' | 'MO6' | 'P3', at: Offsets = FUTURE, issue?: string) {
      const answer = await server.call<Draw>('POST', '/lottery/save', {
        token,
        body: { lottery, ...(issue ? { issue } : {}), opensAt: inSeconds(at.opens), closesAt: inSeconds(at.closes), drawAt: inSeconds(at.draw) },
      });
      if (answer.status !== 200) throw new Error(`create: ${answer.status} ${answer.body.message}`);
      return answer.body.data;
    },
    get: (id: number) => server.call<Draw>('GET', '/lottery', { token, query: { id } }),
    act: (action: 'open' | 'close' | 'void', id: number, body?: unknown) => server.call<Draw>('POST', `/lottery/${action}/${id}`, { token, body }),
    result: (body: Record<string, unknown>) => server.call<Draw>('POST', '/lottery/result', { token, body }),
    remove: (id: number) => server.call('DELETE', `/lottery/remove/${id}`, { token }),
    /** Waits for a draw to reach a status (its jobs run in the background). */
    async reach(id: number, status: Draw['status']) {
      return poll(async () => {
        const answer = await api.get(id);
        return answer.body.data.status === status && answer.body.data;
      }, `draw ${id} to be ${status}`);
    },
    /** Puts a draw straight into a status (for the transitions out of it). */
    async force(id: number, status: Draw['status']) {
      await server.sql.query('UPDATE draws SET status = $2 WHERE id = $1', [id, status]);
    },
    async audits(id: number) {
      const { rows } = await server.sql.query<{ action: string; reason: string | null; actor_name: string }>(
        `SELECT action, reason, actor_name FROM audit_log WHERE entity = 'draw' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );
      return rows;
    },
  };
  return api;
}
