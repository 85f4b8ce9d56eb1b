import type { Static } from 'typebox';
import type { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow } from '../agent.js';
import type { ExportOf, IdParams, IdQuery, PageOf } from '../common.js';
import { endpoint } from './endpoint.js';

export const agentList = endpoint<AgentListQuery, PageOf<Agent>>('POST', '/agent/list', ['Admin']);
export const agentRead = endpoint<Static<typeof IdQuery>, Agent>('GET', '/agent', ['Admin']);
export const agentTree = endpoint<void, AgentTreeRow[]>('GET', '/agent/tree', ['Admin']);
export const agentListAll = endpoint<void, AgentOption[]>('GET', '/agent/list-all', 'login');
export const agentSave = endpoint<AgentSave, Agent>('POST', '/agent/save', ['Admin']);
export const agentRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/agent/remove/:id', ['Admin']);
export const agentExport = endpoint<ExportOf<AgentListQuery>, string>('GET', '/agent/export', ['Admin']);
