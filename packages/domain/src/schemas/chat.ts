import { z } from 'zod';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { idField } from './common.js';

// SPEC 5 chat and SPEC 7 POST /api/chatbot, GET /api/chat-history[/{applicationId}].

/** SPEC 2: the chat widget's welcome message. */
export const CHAT_WELCOME_MESSAGE =
  "Hi! I'm here to help you with your benefits application. What questions do you have?";

export const chatMessageField = z
  .string('chatMessageRequired')
  .trim()
  .min(1, 'chatMessageRequired')
  .max(2000, 'chatMessageTooLong');

export const sendChatMessageSchema = z.object({
  message: chatMessageField,
  applicationId: idField('applicationIdMissing').nullish(),
  /** SPEC 7: default en. DESIGN: answered in the applicant's language. */
  language: z.enum(applicantLanguageCodes, 'languageUnknown').default('en'),
});
export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;
export type SendChatMessage = z.output<typeof sendChatMessageSchema>;

/** SPEC 3 chat message. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isAiResponse: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The reply: the stored question and answer, shown as a user/AI pair (SPEC 2). */
export const chatReplySchema = z.object({
  userMessage: chatMessageSchema,
  aiMessage: chatMessageSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatHistorySchema = z.array(chatMessageSchema);
