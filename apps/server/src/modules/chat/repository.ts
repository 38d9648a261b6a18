import { type ChatSource, chatSourceSchema } from '@benefits/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { chatMessages } from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';

type RawChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatMessageRow = Omit<RawChatMessageRow, 'sources'> & { sources: ChatSource[] };

const storedSourcesSchema = z.array(chatSourceSchema);

/** Every query is scoped by the signed-in user's id. */
export function createChatRepository({ db, log }: DataAccess) {
  /** Decision 0221: a message whose stored sources fail their schema is shown without them. */
  function messageFromRow(row: RawChatMessageRow): ChatMessageRow {
    const place = { table: 'chat_messages', column: 'sources', id: row.id };
    return { ...row, sources: readStored(log, storedSourcesSchema, row.sources, place, []) };
  }

  return {
    async add(values: {
      userId: string;
      applicationId: number | null;
      message: string;
      isAiResponse: boolean;
      language: string;
      sources: ChatSource[];
    }): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessages).values(values).returning();
      return messageFromRow(row!);
    },
    /** The user's messages in the order they were written (ids grow with time). */
    async listForUser(userId: string, applicationId?: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          applicationId === undefined
            ? eq(chatMessages.userId, userId)
            : and(eq(chatMessages.userId, userId), eq(chatMessages.applicationId, applicationId)),
        )
        .orderBy(asc(chatMessages.id));
      return rows.map(messageFromRow);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
