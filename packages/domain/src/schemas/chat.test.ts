import { describe, expect, it } from 'vitest';
import {
  CHAT_WELCOME_MESSAGE,
  chatHistorySchema,
  chatReplySchema,
  knowledgeArticleParamsSchema,
  knowledgeArticleQuerySchema,
  knowledgeArticleSchema,
  sendChatMessageSchema,
} from './chat.js';
import { issues } from './issues.test-util.js';

describe('chat (SPEC 2, 5, 7)', () => {
  it('has the welcome message', () => {
    expect(CHAT_WELCOME_MESSAGE).toBe(
      "Hi! I'm here to help you with your benefits application. What questions do you have?",
    );
  });

  it('trims the message and defaults the language to en', () => {
    expect(sendChatMessageSchema.parse({ message: '  What is SNAP? ', applicationId: 7 })).toEqual({
      message: 'What is SNAP?',
      applicationId: 7,
      language: 'en',
    });
    expect(sendChatMessageSchema.parse({ message: 'Hola', language: 'es' }).language).toBe('es');
  });

  it.each([
    [{ message: '' }, { message: 'chatMessageRequired' }],
    [{ message: '   ' }, { message: 'chatMessageRequired' }],
    [{}, { message: 'chatMessageRequired' }],
    [{ message: 'x'.repeat(2001) }, { message: 'chatMessageTooLong' }],
    [{ message: 'hi', language: 'xx' }, { language: 'languageUnknown' }],
    [{ message: 'hi', applicationId: -1 }, { applicationId: 'applicationIdMissing' }],
  ])('%j -> %j', (body, expected) => {
    expect(issues(sendChatMessageSchema, body)).toEqual(expected);
  });

  it('describes replies (the AI message with its sources) and history', () => {
    const message = { id: 1, message: 'Hi', isAiResponse: false, createdAt: 'now', sources: [] };
    const reply = {
      ...message,
      id: 2,
      isAiResponse: true,
      sources: [{ id: 'snap', title: 'SNAP (food help)' }],
    };
    expect(chatReplySchema.parse(reply)).toEqual(reply);
    expect(chatReplySchema.safeParse(message).success).toBe(false);
    expect(chatHistorySchema.parse([message, reply])).toEqual([message, reply]);
    expect(chatHistorySchema.safeParse([{ ...message, sources: undefined }]).success).toBe(false);
  });

  it('describes knowledge-base articles', () => {
    expect(knowledgeArticleParamsSchema.parse({ slug: 'step-income-verification' })).toEqual({
      slug: 'step-income-verification',
    });
    expect(issues(knowledgeArticleParamsSchema, { slug: '../etc/passwd' })).toEqual({
      slug: 'requestInvalid',
    });
    expect(issues(knowledgeArticleParamsSchema, { slug: 'a'.repeat(81) })).toEqual({
      slug: 'requestInvalid',
    });
    expect(knowledgeArticleQuerySchema.parse({})).toEqual({ language: 'en' });
    expect(issues(knowledgeArticleQuerySchema, { language: 'xx' })).toEqual({
      language: 'languageUnknown',
    });
    const article = { slug: 'snap', language: 'es', title: 'SNAP', markdown: '# SNAP' };
    expect(knowledgeArticleSchema.parse(article)).toEqual(article);
  });
});
