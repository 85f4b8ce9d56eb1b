import type { Transaction } from '../db/client.js';
import type { MessageKey } from '../i18n/say.js';
import type { Actor, AuditRepository } from '../repositories/audit.js';
import { conflict, notFound } from './errors.js';

/** The objects edited at a version: each has its `notFound.<entity>` (404) and `<entity>.stale` (409) words. */
export type Versioned = 'agent' | 'customer' | 'user' | 'plan' | 'draw';

/** One update of a row at the version its form was read at. */
export type VersionedUpdate<Row> = {
  /** The audited object; its action is `<entity>.update` unless `action` names another. */
  entity: Versioned;
  id: number;
  actor: Actor;
  action?: string;
  /** Reads (and locks) the row as it is now; nothing is a 404. */
  load(): Promise<Row | null | undefined>;
  /** When given, a stale version is refused before the rules, so a stale form gets no advice about data it has not seen. */
  versionFirst?: number;
  /** The rules that need the row as it is. */
  check?(before: Row): Promise<void> | void;
  /** Writes at the version (or under the row's lock); nothing back means another save came first. */
  write(before: Row): Promise<Row | null | undefined>;
  /** What follows from the change, in its transaction, before its audit entry. */
  then?(before: Row, after: Row): Promise<void>;
  /** A row as the audit log keeps it. */
  view(row: Row): unknown;
};

/** A row just inserted, as the audit log keeps its creation (`<entity>.create`, the row after). */
export type AuditedCreate<Row> = { entity: string; actor: Actor; row: Row; view(row: Row): unknown };

/**
 * The saves every editable object shares, each with its audit entry in the same transaction: `create` records a
 * row just inserted; `update` loads, 404s when gone, checks the rules, writes at the version (409 when stale),
 * runs what follows and records the row before and after.
 */
export function auditedSaves(audit: Pick<AuditRepository, 'record'>) {
  return {
    async create<Row extends { id: number }>({ entity, actor, row, view }: AuditedCreate<Row>, tx: Transaction): Promise<Row> {
      await audit.record(actor, { action: `${entity}.create`, entity, entityId: row.id, after: view(row) }, tx);
      return row;
    },

    async update<Row extends { version: number }>(step: VersionedUpdate<Row>, tx: Transaction): Promise<Row> {
      const before = await step.load();
      if (!before) throw notFound(`notFound.${step.entity}` satisfies MessageKey);
      if (step.versionFirst !== undefined && before.version !== step.versionFirst) throw conflict(`${step.entity}.stale` satisfies MessageKey);
      await step.check?.(before);
      const after = await step.write(before);
      if (!after) throw conflict(`${step.entity}.stale` satisfies MessageKey);
      await step.then?.(before, after);
      const entry = { action: step.action ?? `${step.entity}.update`, entity: step.entity, entityId: step.id, before: step.view(before), after: step.view(after) };
      await audit.record(step.actor, entry, tx);
      return after;
    },
  };
}
