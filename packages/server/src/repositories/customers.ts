import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { regionPrefix, type Customer, type CustomerListQuery, type CustomerOption, type ExportOf, type PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { violatedUnique } from '../db/driver-errors.js';
import { agents, customers } from '../db/schema.js';
import { conflict, forbidden } from '../lib/errors.js';
import { regionName } from '../customers/regions.js';
import { inScope, scopeShape, type Scope } from './scope.js';
import { likePattern } from '../db/like.js';

export type CustomerRow = typeof customers.$inferSelect;
/** Everything a save sets: a save replaces the whole customer. */
export type CustomerValues = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'removedAt'>;

/** The API view of a customer: dates as ISO strings, no removal mark (removed customers are never shown). */
export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  code: row.code,
  name: row.name,
  phone: row.phone,
  channel: row.channel,
  agentId: row.agentId,
  planId: row.planId,
  creditLimit: row.creditLimit,
  status: row.status,
  tags: row.tags,
  regionCode: row.regionCode,
  // Named here, so a list shows its regions without the console downloading the whole dataset.
  regionName: regionName(row.regionCode),
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const SORT_COLUMNS = { id: customers.id, code: customers.code, name: customers.name, creditLimit: customers.creditLimit, createdAt: customers.createdAt } as const;
const ordered = (query: ExportOf<CustomerListQuery>) => {
  const column = SORT_COLUMNS[query.sort ?? 'id'];
  return [query.order === 'desc' ? desc(column) : asc(column), asc(customers.id)];
};

/** The live-code index: codes are unique among all live customers, whoever's they are. */
async function codeFree<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUnique(error) === 'customers_code_live') throw conflict('customer.codeTaken');
    throw error;
  }
}

/**
 * Customers are reached only through `scoped(scope)`: every query it makes is limited to the scope's
 * agents and to live rows, so a route cannot read or write another agent's customers even by mistake.
 */
export function customerRepository(db: Database) {
  return {
    scoped(scope: Scope) {
      const visible = and(inScope(scope, customers.agentId), isNull(customers.removedAt));
      const byId = (id: number) => and(eq(customers.id, id), visible);

      /** The list's filters (within the scope): one definition for the page and the export. */
      function filtered(query: ExportOf<CustomerListQuery>) {
        const filters: (SQL | undefined)[] = [visible];
        if (query.keyword) {
          const pattern = likePattern(query.keyword);
          filters.push(or(ilike(customers.code, pattern), ilike(customers.name, pattern), ilike(customers.phone, pattern)));
        }
        if (query.agentId) filters.push(eq(customers.agentId, query.agentId));
        if (query.planId) filters.push(eq(customers.planId, query.planId));
        if (query.channel) filters.push(eq(customers.channel, query.channel));
        if (query.status) filters.push(eq(customers.status, query.status));
        if (query.tag) filters.push(sql`${customers.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
        if (query.region) filters.push(sql`${customers.regionCode} LIKE ${`${regionPrefix(query.region)}%`}`);
        return and(...filters);
      }

      async function isAgentInScope(agentId: number, tx: Executor = db) {
        const [row] = await tx
          .select({ id: agents.id })
          .from(agents)
          .where(and(eq(agents.id, agentId), isNull(agents.removedAt), inScope(scope, agents.id)));
        return row !== undefined;
      }

      /** Writes place a customer only under an agent of the scope, whatever the route checked before. */
      async function requireAgentInScope(agentId: number, tx: Executor) {
        if (!(await isAgentInScope(agentId, tx))) throw forbidden('access.agentOutside');
      }

      return {
        isAgentInScope,

        async findById(id: number, tx: Executor = db, lock = false) {
          const query = tx.select().from(customers).where(byId(id));
          // Every order save locks its customer: a named statement per shape of the scope (db/named.ts says why).
          const [row] = lock ? await query.for('update').prepare(`customer_locked_${scopeShape(scope)}`).execute() : await query;
          return row ?? null;
        },

        async list(query: CustomerListQuery, tx: Executor = db): Promise<PageOf<Customer>> {
          const where = filtered(query);
          const [rows, [total]] = await Promise.all([
            tx.select().from(customers).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
            tx.select({ n: count() }).from(customers).where(where),
          ]);
          return { list: rows.map(toCustomer), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
        },

        /** Every row the list would page through, in its order, unpaged: for a cursor (src/export). */
        exportQuery(query: ExportOf<CustomerListQuery>, tx: Executor = db) {
          return tx.select().from(customers).where(filtered(query)).orderBy(...ordered(query));
        },

        async listAll(tx: Executor = db): Promise<CustomerOption[]> {
          return tx
            .select({ id: customers.id, code: customers.code, name: customers.name, status: customers.status })
            .from(customers)
            .where(visible)
            .orderBy(asc(customers.code), asc(customers.id));
        },

        async insert(values: CustomerValues, tx: Executor) {
          await requireAgentInScope(values.agentId, tx);
          const [row] = await codeFree(() => tx.insert(customers).values(values).returning());
          return row!;
        },

        /** Applies a change only at the version the caller read; null when someone else changed it first. */
        async update(id: number, version: number, values: CustomerValues, tx: Executor) {
          await requireAgentInScope(values.agentId, tx);
          const [row] = await codeFree(() =>
            tx
              .update(customers)
              .set({ ...values, updatedAt: sql`now()`, version: sql`${customers.version} + 1` })
              .where(and(byId(id), eq(customers.version, version)))
              .returning(),
          );
          return row ?? null;
        },

        /** Marks the customer removed: it leaves every list and its code becomes free again. */
        async remove(id: number, tx: Executor) {
          const [row] = await tx
            .update(customers)
            .set({ removedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${customers.version} + 1` })
            .where(byId(id))
            .returning();
          return row ?? null;
        },
      };
    },
  };
}
export type CustomerRepository = ReturnType<typeof customerRepository>;
