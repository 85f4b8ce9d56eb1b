/**
 * The settlement's reference, shared by the settlement tests and the two-instance bench: a draw's settled
 * lines and ledger entries as stored, and what @drawdesk/lottery says each party should get for them.
 */
import type pg from 'pg';
import type { Draw } from '@drawdesk/contracts';
import { mark6Draw, settleLine, splitShares, zodiacMapFor, type ZodiacMap } from '@drawdesk/lottery';

type Sql = Pick<pg.Pool, 'query'>;

/** The animals of the draw's zodiac year, from the database's calendar. */
export async function zodiacOf(sql: Sql, draw: Pick<Draw, 'drawAt'>): Promise<ZodiacMap> {
  const { rows } = await sql.query<{ year: number; start: string; animal: string }>(`SELECT year, start::text AS start, animal FROM zodiac_years ORDER BY year`);
  const date = draw.drawAt.slice(0, 10);
  const year = rows.filter((r) => r.start <= date).at(-1)!;
  return zodiacMapFor({ year: year.year, start: year.start, animal: year.animal as never });
}

export type StoredLine = {
  id: number; customerId: number; play: string; selection: string; stake: number; odds1: number; odds2: number | null; rebateBp: number;
  chain: { agentId: number; shareBp: number; rebateBp: number }[]; result: string | null; payout: number | null; rebate: number | null; net: number | null;
};
/** The draw's lines of settled orders (accepted ones of a settled draw) with their results on the draw's settled version. */
export async function linesOf(sql: Sql, drawId: number): Promise<StoredLine[]> {
  const { rows } = await sql.query<StoredLine>(
    `SELECT l.id::int, o.customer_id AS "customerId", l.play, l.selection, l.stake::int, l.odds1, l.odds2, l.rebate_bp AS "rebateBp", l.share_chain AS chain,
       r.result, r.payout::int, r.rebate::int, r.net::int
     FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN draws d ON d.id = o.draw_id
     JOIN settled_lines r ON r.line_id = l.id AND r.result_version = d.settled_version
     WHERE o.draw_id = $1 AND o.status IN ('accepted', 'settled') ORDER BY l.id`,
    [drawId],
  );
  return rows;
}
export type Entry = { id: number; customerId: number | null; agentId: number | null; kind: string; amount: number; reversesId: number | null; resultVersion: number | null };
/** The draw's ledger entries, oldest first. */
export async function entriesOf(sql: Sql, drawId: number): Promise<Entry[]> {
  const { rows } = await sql.query<Entry>(
    `SELECT id::int, customer_id AS "customerId", agent_id AS "agentId", kind, amount::int, reverses_id::int AS "reversesId", result_version AS "resultVersion"
     FROM ledger_entries WHERE draw_id = $1 ORDER BY id`,
    [drawId],
  );
  return rows;
}
export const sumBy = <T>(items: T[], key: (t: T) => string, value: (t: T) => number) =>
  Object.fromEntries([...items.reduce((m, t) => m.set(key(t), (m.get(key(t)) ?? 0) + value(t)), new Map<string, number>())].filter(([, v]) => v !== 0));
const partyOf = (e: Entry) => (e.customerId !== null ? `c${e.customerId}` : e.agentId !== null ? `a${e.agentId}` : 'company');

export type StoredLayoff = {
  agentId: number | null; uplineAgentId: number | null; toUpline: boolean; play: string; selection: string; stake: number; odds1: number; odds2: number | null; rebateBp: number;
};
/** The draw's settled lay-offs: who laid off (null: the company), and the upline that carries it when it went up the chain. */
export async function layoffsOf(sql: Sql, drawId: number): Promise<StoredLayoff[]> {
  const { rows } = await sql.query<StoredLayoff>(
    `SELECT agent_id AS "agentId", upline_agent_id AS "uplineAgentId", to_upline AS "toUpline", play, selection, stake::int, odds AS odds1, odds2, rebate_bp AS "rebateBp"
     FROM layoffs WHERE draw_id = $1 AND status = 'settled' ORDER BY id`,
    [drawId],
  );
  return rows;
}

const agentOrCompany = (agentId: number | null) => (agentId === null ? 'company' : `a${agentId}`);

/**
 * The reference: each line settled and split by @drawdesk/lottery, and each lay-off settled as a line of the
 * party that laid it off (its net to that party, and against the upline that carried it), summed per party.
 */
export function expectedParts(lines: StoredLine[], result: ReturnType<typeof mark6Draw>, layoffs: readonly StoredLayoff[] = []) {
  const parts: Record<string, number> = {};
  const add = (party: string, amount: number) => (parts[party] = (parts[party] ?? 0) + amount);
  const oddsOf = (line: { odds1: number; odds2: number | null }) => (line.odds2 === null ? [line.odds1] : [line.odds1, line.odds2]);
  for (const line of lines) {
    const money = settleLine({ ...line, odds: oddsOf(line) }, result);
    const split = splitShares(money, line.rebateBp, line.chain.map((link) => ({ ...link, agentId: String(link.agentId) })));
    add(`c${line.customerId}`, money.net);
    for (const agent of split.agents) add(`a${agent.agentId}`, agent.share + agent.rebate);
    add('company', split.company);
  }
  for (const layoff of layoffs) {
    const money = settleLine({ ...layoff, odds: oddsOf(layoff) }, result);
    add(agentOrCompany(layoff.agentId), money.net);
    if (layoff.toUpline) add(agentOrCompany(layoff.uplineAgentId), -money.net);
  }
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== 0));
}

/** What the ledger holds for the draw per party, reversals included. */
export async function ledgerParts(sql: Sql, drawId: number) {
  return sumBy(await entriesOf(sql, drawId), partyOf, (e) => e.amount);
}
