import type { Agent, AgentOption, CustomerSave } from '@drawdesk/contracts';
import { inject } from 'vitest';

/** Calls the real API from a test (to arrange data), as the given token. */
export async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
  return envelope.data;
}

export const loginAs = async (username: string, password: string) =>
  (await call<{ token: string }>('POST', '/user/login', undefined, { username, password })).token;

/** An active agent, for test customers and users: a root with no share unless told otherwise. */
export const createAgent = (adminToken: string, code: string, name: string, placement: { parentId?: number | null; shareBp?: number } = {}) =>
  call<Agent>('POST', '/agent/save', adminToken, {
    code,
    name,
    parentId: null,
    shareBp: 0,
    rebatePlanId: null,
    creditLimit: 0,
    mayLayOff: false,
    status: 'active',
    ...placement,
  });

const TEST_AGENT = 'E2E';

/** The agent test Users belong to (an active User needs one), created on first use. */
export async function testAgentId(adminToken: string): Promise<number> {
  const existing = (await call<AgentOption[]>('GET', '/agent/list-all', adminToken)).find((a) => a.code === TEST_AGENT);
  return (existing ?? (await createAgent(adminToken, TEST_AGENT, 'E2E agent'))).id;
}

/** An active console account (a User of the given agent, or of the test agent) created by the first Admin, for a test to log in as. */
export async function createUser(user: { username: string; password: string; nickName: string }, agentId?: number) {
  const adminToken = await loginAs('admin', inject('adminPassword'));
  await call('POST', '/user/save', adminToken, { ...user, role: 'User', status: 'active', agentId: agentId ?? (await testAgentId(adminToken)) });
  return adminToken;
}

/** A new customer's body: the given code and name under the agent, on the plan. */
export const customerBody = (code: string, name: string, agentId: number, planId: number): CustomerSave => ({
  code,
  name,
  phone: null,
  channel: 'telegram',
  agentId,
  planId,
  creditLimit: 100_000,
  status: 'active',
  tags: [],
});
