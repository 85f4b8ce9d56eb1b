import type { Agent, AgentOption } from '@drawdesk/contracts';
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

/** An active root agent with no share, for test customers and users. */
export const createAgent = (adminToken: string, code: string, name: string) =>
  call<Agent>('POST', '/agent/save', adminToken, { code, name, parentId: null, shareBp: 0, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' });

const DESK = 'E2E-DESK';

/** The agent test users work under (an active User needs one), made by the first test file that asks. */
async function deskAgent(adminToken: string): Promise<number> {
  const agents = await call<AgentOption[]>('GET', '/agent/list-all', adminToken);
  return (agents.find((agent) => agent.code === DESK) ?? (await createAgent(adminToken, DESK, 'E2E desk'))).id;
}

/** An active console account created by the first Admin, for a test to log in as. */
export async function createUser(user: { username: string; password: string; nickName: string }) {
  const adminToken = await loginAs('admin', inject('adminPassword'));
  await call('POST', '/user/save', adminToken, { ...user, role: 'User', agentId: await deskAgent(adminToken), status: 'active' });
  return adminToken;
}
