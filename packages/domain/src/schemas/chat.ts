import { z } from 'zod';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { idField } from './common.js';
import { textField } from './fields.js';

// SPEC 5 chat and SPEC 7 POST /api/chatbot, GET /api/chat-history[/{applicationId}].

/** SPEC 2: the chat widget's welcome message. */
export const CHAT_WELCOME_MESSAGE =
  "Hi! I'm here to help you with your benefits application. What questions do you have?";

export const chatMessageField = textField('chatMessageRequired')
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

/** A knowledge-base article an answer comes from: its slug (for GET /api/knowledge/:slug) and title. */
export const chatSourceSchema = z.object({
  id: textField(),
  title: textField(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** SPEC 3 chat message (+ the articles an AI answer cites; empty for the applicant's own). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: textField(),
  isAiResponse: z.boolean(),
  createdAt: textField(),
  sources: z.array(chatSourceSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chatbot answers with the AI message (the question is stored and in the history). */
export const chatReplySchema = chatMessageSchema.extend({ isAiResponse: z.literal(true) });
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatHistorySchema = z.array(chatMessageSchema);

/** GET /api/knowledge/:slug?language= : one knowledge-base article as Markdown. */
export const knowledgeSlugField = textField()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'requestInvalid')
  .max(80, 'requestInvalid');

export const knowledgeArticleParamsSchema = z.object({ slug: knowledgeSlugField });

export const knowledgeArticleQuerySchema = z.object({
  language: z.enum(applicantLanguageCodes, 'languageUnknown').default('en'),
});

export const knowledgeArticleSchema = z.object({
  slug: textField(),
  /** The language of the text returned: English when the asked one has no article. */
  language: z.enum(applicantLanguageCodes),
  title: textField(),
  markdown: textField(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;
