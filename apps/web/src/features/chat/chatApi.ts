import type { Language } from '../../i18n/languages';
import { sendJson } from '../../lib/api';

// SPEC 7 chat calls, with the sources of issue 8: POST /api/chatbot answers with the AI
// message and the knowledge-base articles it comes from; GET /api/knowledge/:slug reads one.

export interface ChatSource {
  /** The article's slug (GET /api/knowledge/:slug). */
  id: string;
  title: string;
}

export interface ChatMessageView {
  id: number;
  message: string;
  isAiResponse: boolean;
  createdAt: string;
  sources: ChatSource[];
}

export interface KnowledgeArticle {
  slug: string;
  language: string;
  title: string;
  markdown: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toSources(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '';
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    if (!id || !title || seen.has(id)) continue;
    seen.add(id);
    sources.push({ id, title });
  }
  return sources;
}

/** One message as the widget shows it; a message without sources has an empty list. */
export function toMessageView(value: unknown): ChatMessageView | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  return {
    id: typeof value.id === 'number' ? value.id : 0,
    message: value.message,
    isAiResponse: value.isAiResponse === true,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    sources: toSources(value.sources),
  };
}

export function toHistory(value: unknown): ChatMessageView[] {
  if (!Array.isArray(value)) return [];
  return value.map(toMessageView).filter((message) => message !== null);
}

/**
 * The reply of POST /api/chatbot: the AI message itself (the contract), or a
 * `{ userMessage, aiMessage }` pair (the domain's chatReplySchema) — both are read.
 */
export function answerFromReply(value: unknown): ChatMessageView {
  const answer = toMessageView(isRecord(value) && 'aiMessage' in value ? value.aiMessage : value);
  if (!answer) throw new Error('The chat reply has no message.');
  return { ...answer, isAiResponse: true };
}

export interface SendChatInput {
  message: string;
  applicationId: number | null;
  language: Language;
}

export async function sendChatMessage(input: SendChatInput): Promise<ChatMessageView> {
  const body: { message: string; language: Language; applicationId?: number } = {
    message: input.message,
    language: input.language,
  };
  if (input.applicationId !== null) body.applicationId = input.applicationId;
  return answerFromReply(await sendJson<unknown>('POST', '/api/chatbot', body));
}

/** The query key (and path, for the default query function) of one article in one language. */
export function articlePath(slug: string, language: Language): string {
  return `/api/knowledge/${encodeURIComponent(slug)}?language=${encodeURIComponent(language)}`;
}
