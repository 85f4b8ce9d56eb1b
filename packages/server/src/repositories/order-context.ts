import { sql } from 'drizzle-orm';
import type { BookSettings, Plan, RiskRule } from '@drawdesk/contracts';
import type { ZodiacYear } from '@drawdesk/lottery';
import type { Executor } from '../db/client.js';
import { executeShaped } from '../db/named.js';
import { rowOf } from '../db/row-of.js';
import { bookSettings, draws, lotteries, planRows, plans, riskKeepRules, riskRules } from '../db/schema.js';
import type { ChainLink } from '../orders/lines.js';
import { chainOfAgent } from './agents.js';
import { toBookSettings } from './book-settings.js';
import type { DrawRow } from './draws.js';
import type { LotteryRow } from './lotteries.js';
import { planOf } from './plans.js';
import { deskAudience, textArray } from './risk-board.js';
import { accountOf } from './orders.js';
import { toRiskRule } from './risk-rules.js';
import type { KeepRuleOf } from './auto-layoffs.js';

/** What an order is checked against, besides its customer and the book: see `read`. */
export type OrderContext = {
  /** The live draw, held shared for the transaction (null: none). */
  draw: DrawRow | null;
  plan: Plan | null;
  chain: ChainLink[];
  settings: BookSettings;
  /** The risk desk's rules of the draw's lottery for the order's plays. */
  rules: Map<string, RiskRule>;
  /** The draw's market (its names for the desk's notices, its time zone for the draw's zodiac map before it is drawn). */
  lottery: LotteryRow | null;
  /** The zodiac table. */
  zodiacYears: ZodiacYear[];
  /** The customer's ledger balance and open stake (the credit check), read under the customer's lock. */
  account: { balance: number; openStake: number };
  /** Who hears that the order moved a board: everyone who may have a desk open (`deskAudience`). */
  audience: number[];
  /** The keep-at-most rules (automatic lay-off) of the company and the chain's agents for the order's plays: switched on, the agent's only while it may lay off. */
  keepRules: KeepRuleOf[];
};


type Raw = Record<string, unknown>;
type ContextRow = {
  draw: (Raw & { game: DrawRow['game'] }) | null;
  plan: Raw | null;
  plan_rows: Raw[];
  chain: { agentId: number; shareBp: number; plan: Raw | null; rows: Raw[] }[];
  settings: Raw;
  rules: Raw[];
  lottery: Raw | null;
  zodiac_years: ZodiacYear[];
  balance: number;
  open_stake: number;
  audience: number[];
  keep_rules: (Raw & { told: number[] })[];
};

/**
 * What an order save (and an accept) reads after locking its customer and before the book, in one statement
 * (a round trip each was most of a save): the draw held shared (closing it, which locks it for update, waits
 * for the orders being taken, and they see it closed after), the customer's plan, its agent's chain with
 * each agent's rebate plan, the book settings, the risk rules of the order's plays, and what the draw's
 * zodiac map needs; and, so that nothing is read once the book rows are locked, the customer's account (its
 * lock is held: no order of it moves the account meanwhile) and the desks' audience. The same reads as the repositories' own (`draws.findById`, `plans.findById`,
 * `agents.chainOf`, `bookSettings.read`, `riskRules.rulesFor`, the keep-at-most rules, `lotteries.find`, `zodiacOfDraw`, `orders.account`, `riskBoard.deskAudience`), mapped by their mappers.
 */
export function orderContextRepository() {
  return {
    async read(at: { drawId: number; customerId: number; planId: number; agentId: number; plays: readonly string[] }, tx: Executor): Promise<OrderContext> {
      const rowsOfPlan = (planId: ReturnType<typeof sql>) => sql`(SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) FROM plan_rows r WHERE r.plan_id = ${planId})`;
      const rows = await executeShaped<ContextRow>(tx, 'order_context', sql`
        WITH RECURSIVE ${chainOfAgent(at.agentId)}
        SELECT
          (SELECT to_jsonb(d) || jsonb_build_object('game', l.game) FROM draws d JOIN lotteries l ON l.code = d.lottery
            WHERE d.id = ${at.drawId} AND d.removed_at IS NULL FOR SHARE OF d) AS draw,
          (SELECT to_jsonb(p) FROM plans p WHERE p.id = ${at.planId}) AS plan,
          ${rowsOfPlan(sql`${at.planId}`)} AS plan_rows,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('agentId', c.id, 'shareBp', c.share_bp,
                    'plan', (SELECT to_jsonb(p) FROM plans p WHERE p.id = c.rebate_plan_id), 'rows', ${rowsOfPlan(sql`c.rebate_plan_id`)}) ORDER BY c.depth), '[]'::jsonb)
             FROM chain c) AS chain,
          (SELECT to_jsonb(s) FROM book_settings s ORDER BY s.id LIMIT 1) AS settings,
          (SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) FROM risk_rules r JOIN draws d ON d.lottery = r.lottery
            WHERE d.id = ${at.drawId} AND r.play = ANY(${textArray([...at.plays])})) AS rules,
          (SELECT to_jsonb(l) FROM lotteries l JOIN draws d ON d.lottery = l.code WHERE d.id = ${at.drawId}) AS lottery,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('year', z.year, 'start', z.start, 'animal', z.animal) ORDER BY z.year), '[]'::jsonb) FROM zodiac_years z) AS zodiac_years,
          ${accountOf(at.customerId)},
          ARRAY(${deskAudience}) AS audience,
          (SELECT coalesce(jsonb_agg(to_jsonb(k) || jsonb_build_object('told', CASE WHEN k.counterparty = 'external' THEN ARRAY(
                    SELECT u.id FROM users u WHERE u.status = 'active' AND u.removed_at IS NULL
                      AND (CASE WHEN k.agent_id IS NULL THEN u.role = 'Admin' ELSE u.role = 'User' AND u.agent_id = k.agent_id END) ORDER BY u.id) ELSE '{}' END)), '[]'::jsonb)
             FROM risk_keep_rules k LEFT JOIN agents a ON a.id = k.agent_id
             WHERE k.enabled AND k.play = ANY(${textArray([...at.plays])})
               AND (k.agent_id IS NULL OR (a.may_lay_off AND k.agent_id IN (SELECT id FROM chain)))) AS keep_rules`);
      const row = rows[0]!;
      const planFrom = (plan: Raw | null, stored: Raw[]) => (plan ? planOf(rowOf(plans, plan), stored.map((r) => rowOf(planRows, r))) : null);
      return {
        draw: row.draw ? { ...rowOf(draws, row.draw), game: row.draw.game } : null,
        plan: planFrom(row.plan, row.plan_rows),
        chain: row.chain.map((link) => ({
          agentId: link.agentId,
          shareBp: link.shareBp,
          rebates: new Map((planFrom(link.plan, link.rows)?.rows ?? []).map((r) => [r.play, r.rebateBp])),
        })),
        settings: toBookSettings(rowOf(bookSettings, row.settings)),
        rules: new Map(row.rules.map((r) => rowOf(riskRules, r)).map((r) => [r.play, toRiskRule(r)])),
        lottery: row.lottery ? rowOf(lotteries, row.lottery) : null,
        zodiacYears: row.zodiac_years,
        account: { balance: Number(row.balance), openStake: Number(row.open_stake) },
        audience: row.audience,
        keepRules: row.keep_rules.map((r) => ({ ...rowOf(riskKeepRules, r), told: r.told })),
      };
    },
  };
}
