import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser, ExportOf, PageOf, User, UserListQuery } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { likePattern } from '../db/like.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'removedAt'>;
export type UserChange = Partial<Omit<NewUser, 'username'>> & { username?: string };

/** The account as its owner sees it. */
export const toCurrentUser = (row: UserRow): CurrentUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  nickName: row.nickName,
  phoneNumber: row.phoneNumber,
  lastLogin: row.lastLogin?.toISOString() ?? null,
  role: row.role,
  agentId: row.agentId,
});

/** The API view of a user: never the hash, dates as ISO strings. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  name: row.name,
  nickName: row.nickName,
  phoneNumber: row.phoneNumber,
  role: row.role,
  agentId: row.agentId,
  status: row.status,
  lastLogin: row.lastLogin?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const SORT_COLUMNS = { id: users.id, username: users.username, createdAt: users.createdAt, lastLogin: users.lastLogin } as const;
const ordered = (query: ExportOf<UserListQuery>) => {
  const column = SORT_COLUMNS[query.sort ?? 'id'];
  return [query.order === 'desc' ? desc(column) : asc(column), asc(users.id)];
};

const live = isNull(users.removedAt);

/** The list's filters: one definition for the page and the export. */
function filtered(query: ExportOf<UserListQuery>) {
  const filters: (SQL | undefined)[] = [live];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(users.username, pattern), ilike(users.nickName, pattern), ilike(users.name, pattern), ilike(users.phoneNumber, pattern)));
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.agentId) filters.push(eq(users.agentId, query.agentId));
  return and(...filters);
}

export function userRepository(db: Database) {
  return {
    async findById(id: number, tx: Executor = db, lock = false) {
      const query = tx.select().from(users).where(and(eq(users.id, id), live));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findByUsername(username: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, live));
      return row ?? null;
    },

    async count(tx: Executor = db) {
      const [row] = await tx.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async list(query: UserListQuery, tx: Executor = db): Promise<PageOf<User>> {
      const where = filtered(query);
      const [rows, [total]] = await Promise.all([
        tx.select().from(users).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { list: rows.map(toUser), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every row the list would page through, in its order, unpaged: for a cursor (src/export). */
    exportQuery(query: ExportOf<UserListQuery>, tx: Executor = db) {
      return tx.select().from(users).where(filtered(query)).orderBy(...ordered(query));
    },

    async insert(values: NewUser, tx: Executor) {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    /** Applies a change only at the version the caller read; null when someone else changed it first. */
    async update(id: number, version: number, change: UserChange, tx: Executor) {
      const [row] = await tx
        .update(users)
        .set({ ...change, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
        .where(and(eq(users.id, id), eq(users.version, version), live))
        .returning();
      return row ?? null;
    },

    async touchLogin(id: number, tx: Executor) {
      await tx.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, id));
    },

    async remove(id: number, tx: Executor) {
      const [row] = await tx
        .update(users)
        .set({ removedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
        .where(and(eq(users.id, id), live))
        .returning();
      return row ?? null;
    },

    /** Locks the active Admins, so two concurrent demotions cannot both think another Admin remains. */
    async lockActiveAdmins(tx: Executor) {
      return tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'active'), live))
        .orderBy(asc(users.id))
        .for('update');
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
