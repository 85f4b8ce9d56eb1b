/**
 * The book the order benches load: an agent with a sub-agent (a chain of two shares), a tier-A Mark Six
 * plan, customers on both agents with ample credit, and an HK6 draw open for the next hour. The risk desk
 * is on: the special number's and the hot animal's odds drop 0.01 every 10 yuan on a selection (history
 * rows and live events on the busy ones), no cap, so every order is still taken; both agents may lay off and
 * keep at most 10 yuan of the special number a selection, passing the rest up (the sub-agent to the agent, the
 * agent to the company): automatic lay-offs on most orders.
 */
import type { Draw, Plan } from '@drawdesk/contracts';
import { defaultPlanRows } from '../src/plans/default-rows.js';

type Call = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export async function openOrderBook(call: Call, customerCount: number) {
  const agent = (code: string, parentId: number | null, shareBp: number) =>
    call<{ id: number }>('POST', '/agent/save', { code, name: code, parentId, shareBp, rebatePlanId: null, creditLimit: 0, mayLayOff: true, status: 'active' });
  const top = await agent('BENCH', null, 3000);
  const desk = await agent('BENCH-1', top.id, 2000);
  const plan = await call<Plan>('POST', '/plan/save', { game: 'MARK6', name: 'Bench plan', tier: 'A', status: 'active', rows: defaultPlanRows('MARK6', 'A') });
  for (const play of ['TM', 'TM_ZODIAC']) {
    await call('POST', '/risk/rule/save', { lottery: 'HK6', play, basis: 'total', step: 1000, drop: 100, floor: 10_000, capPerSelection: null, enabled: true });
  }
  for (const agentId of [top.id, desk.id]) {
    await call('POST', '/risk/auto-layoff/save', { agentId, play: 'TM', keepMax: 1000, counterparty: 'upline', enabled: true });
  }
  const customers: number[] = [];
  for (let i = 0; i < customerCount; i++) {
    const body = { code: `B${String(i).padStart(3, '0')}`, name: `Bench ${i}`, phone: null, channel: 'wechat', agentId: i % 2 === 0 ? desk.id : top.id, planId: plan.id, creditLimit: 100_000_000, status: 'active', tags: [] };
    customers.push((await call<{ id: number }>('POST', '/customer/save', body)).id);
  }
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const draw = await call<Draw>('POST', '/lottery/save', { lottery: 'HK6', opensAt: at(60), closesAt: at(3600), drawAt: at(3700) });
  await call<Draw>('POST', `/lottery/open/${draw.id}`);
  return { draw, customers };
}
