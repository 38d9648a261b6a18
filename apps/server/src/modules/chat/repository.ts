import type { ChatSource } from '@benefits/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatMessages } from '../../db/schema.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Every query is scoped by the signed-in user's id. */
export function createChatRepository(db: Database) {
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
      return row!;
    },
    /** The user's messages in the order they were written (ids grow with time). */
    async listForUser(userId: string, applicationId?: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(
          applicationId === undefined
            ? eq(chatMessages.userId, userId)
            : and(eq(chatMessages.userId, userId), eq(chatMessages.applicationId, applicationId)),
        )
        .orderBy(asc(chatMessages.id));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
