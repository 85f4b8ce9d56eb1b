import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Bilingual, Message, MessageListQuery, MessagePage, MessageType } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { messages } from '../db/schema.js';

type MessageRow = typeof messages.$inferSelect;
/**
 * A message as stored: its texts in both languages (notices/notice.ts builds them from the catalog), and for a
 * todo the piece of work it is about.
 */
export type NewMessage = { type: MessageType; title: Bilingual; subTitle: Bilingual; content: Bilingual; link: string | null; subject?: string };

/** The pieces of work a todo is about; the work done ends every todo about it (`finish`). */
export const todoSubject = {
  drawResult: (drawId: number) => `draw.result:${drawId}`,
  renewal: (orderId: number) => `order.renewal:${orderId}`,
  /** An order's automatic lay-offs planned for a party's external counterparty (the company: 0), to place. */
  layoffsToPlace: (orderId: number, agentId: number | null) => `layoff.place:${orderId}:${agentId ?? 0}`,
};

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  type: row.type,
  title: row.title,
  subTitle: row.subTitle,
  content: row.content,
  link: row.link,
  status: row.status === 1 ? 1 : 0,
  time: row.createdAt.toISOString(),
  done: row.doneAt !== null,
});

/** The message box. Every method is bound to one user: nobody reads or changes another's messages. */
export function messageRepository(db: Database) {
  return {
    async add(userId: number, message: NewMessage, tx: Executor) {
      const [row] = await tx
        .insert(messages)
        .values({ userId, type: message.type, title: message.title, subTitle: message.subTitle, content: message.content, link: message.link, subject: message.subject ?? null })
        .returning();
      return toMessage(row!);
    },

    async list(userId: number, query: MessageListQuery, tx: Executor = db): Promise<MessagePage> {
      const where = and(eq(messages.userId, userId), query.type ? eq(messages.type, query.type) : undefined);
      const [rows, [total], unread] = await Promise.all([
        tx
          .select()
          .from(messages)
          .where(where)
          .orderBy(query.order === 'asc' ? messages.id : desc(messages.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(messages).where(where),
        tx
          .select({ type: messages.type, n: count() })
          .from(messages)
          .where(and(eq(messages.userId, userId), eq(messages.status, 0)))
          .groupBy(messages.type),
      ]);
      const counts = { message: 0, notice: 0, todo: 0 };
      for (const { type, n } of unread) counts[type] = n;
      return { list: rows.map(toMessage), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, unread: counts };
    },

    /**
     * The work of a subject is done: every open todo about it, whoever's, ends (done and read), so it leaves
     * every badge. Answers the users whose box changed.
     */
    async finish(subject: string, tx: Executor): Promise<number[]> {
      const rows = await tx
        .update(messages)
        .set({ doneAt: new Date(), status: 1 })
        .where(and(eq(messages.subject, subject), eq(messages.type, 'todo'), isNull(messages.doneAt)))
        .returning({ userId: messages.userId });
      return [...new Set(rows.map((row) => row.userId))];
    },

    async markRead(userId: number, ids: number[], tx: Executor) {
      const rows = await tx
        .update(messages)
        .set({ status: 1 })
        .where(and(eq(messages.userId, userId), inArray(messages.id, ids), eq(messages.status, 0)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async clear(userId: number, type: MessageType, tx: Executor) {
      const rows = await tx
        .delete(messages)
        .where(and(eq(messages.userId, userId), eq(messages.type, type)))
        .returning({ id: messages.id });
      return rows.length;
    },
  };
}
export type MessageRepository = ReturnType<typeof messageRepository>;
