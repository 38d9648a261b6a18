import { and, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, signInCodes, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Database) {
  // Decision 0642: built once and prepared; asked on a signed-in request the cache has not seen.
  const findSession = db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('sessions_find');
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [user] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user;
    },
    /** Whether an account other than `userId` already uses this email. */
    async emailUsedByAnotherUser(email: string, userId: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      return taken !== undefined;
    },
    async updateUser(
      id: string,
      changes: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
    ): Promise<UserRow | undefined> {
      const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return user;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async findSession(tokenHash: string): Promise<SessionRow | undefined> {
      const [session] = await findSession.execute({ tokenHash });
      return session;
    },
    async touchSession(tokenHash: string, lastSeenAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** A new code replaces every earlier one for the same email. */
    async replaceSignInCode(
      email: string,
      codeHash: string,
      expiresAt: Date,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(signInCodes)
          .set({ consumedAt: now })
          .where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt)));
        await tx.insert(signInCodes).values({ email, codeHash, expiresAt, createdAt: now });
      });
    },
    /** How many codes were sent to this email since `since` (the per-account limit). */
    async countSignInCodesSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(signInCodes)
        .where(and(eq(signInCodes.email, email), gte(signInCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** The email's latest code, spent or not. */
    async latestSignInCode(email: string) {
      const [code] = await db
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.email, email))
        .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
        .limit(1);
      return code;
    },
    /**
     * Takes one try of an open code before it is compared, in one statement, so parallel
     * guesses cannot all pass the count: the number of this try, or undefined when none is left.
     */
    async takeTry(id: number, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(
          and(
            eq(signInCodes.id, id),
            isNull(signInCodes.consumedAt),
            lt(signInCodes.attempts, maxTries),
          ),
        )
        .returning({ attempts: signInCodes.attempts });
      return row?.attempts;
    },
    async consumeSignInCode(id: number, now: Date): Promise<boolean> {
      const consumed = await db
        .update(signInCodes)
        .set({ consumedAt: now })
        .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt)))
        .returning({ id: signInCodes.id });
      return consumed.length === 1;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
