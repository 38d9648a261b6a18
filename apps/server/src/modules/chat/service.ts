import {
  answerLanguage,
  assistantLanguage,
  createAssistant,
  isEstimateQuestion,
} from '@benefits/assistant';
import type { ChatMessage, ChatReply, SendChatMessage } from '@benefits/domain';
import { createAiClient } from '../../ai/openAiCompatible.js';
import type { AppContext } from '../../context.js';
import { applicationRepositories } from '../applications/parts.js';
import { ownedApplication } from '../applications/service.js';
import { createApplicationEstimateService } from '../eligibility/applicationEstimate.js';
import { toApplicantContext } from './applicantContext.js';
import { CHAT_AI_TIMEOUT_MS, createLlmAssistant } from './llmAssistant.js';
import { type ChatMessageRow, createChatRepository } from './repository.js';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    isAiResponse: row.isAiResponse,
    createdAt: row.createdAt.toISOString(),
    sources: row.sources,
  };
}

/**
 * Issue 8: the chat. The built-in assistant always answers; with AI configured, the
 * OpenAI-compatible adapter answers from the same retrieval and the built-in answer is the
 * fallback on any error or timeout.
 */
export function createChatService(context: AppContext) {
  const { config } = context;
  const { applications, incomeEntries: entries } = applicationRepositories(context);
  const messages = createChatRepository(context);
  const applicationEstimate = createApplicationEstimateService(context);
  const assistant = createAssistant({ helpContacts: config.helpContacts });
  // The document reader may wait 20 s for the AI service; a chat answer should not.
  const llm = config.ai
    ? createLlmAssistant(
        createAiClient({
          ...config.ai,
          timeoutMs: Math.min(config.ai.timeoutMs, CHAT_AI_TIMEOUT_MS),
        }),
      )
    : undefined;

  /** The application the question is about: the one named (owned, else 404) or the latest. */
  async function applicationFor(userId: string, applicationId: number | null | undefined) {
    if (applicationId != null) return ownedApplication(applications, userId, applicationId);
    const [latest] = await applications.listForUser(userId);
    return latest;
  }

  return {
    assistant,
    async send(
      userId: string,
      input: SendChatMessage,
      log: { warn: (obj: object, msg: string) => void },
    ): Promise<ChatReply> {
      const application = await applicationFor(userId, input.applicationId);
      const rows = application ? await entries.listForApplication(userId, application.id) : [];
      const applicantContext = toApplicantContext(application, rows);
      // "How much SNAP could I get?" is answered from this application's estimate (issue 17).
      // In the language the question is asked in (the assistant's choice, decision 0860); the
      // estimate's reasons are written in English and Spanish only so far.
      const asked = answerLanguage(input.message, assistantLanguage(input.language));
      if (application && isEstimateQuestion(input.message))
        applicantContext.estimate = await applicationEstimate(
          userId,
          application.id,
          asked === 'es' ? 'es' : 'en',
        );
      const applicationId = input.applicationId ?? null;
      await messages.add({
        userId,
        applicationId,
        message: input.message,
        isAiResponse: false,
        language: input.language,
        sources: [],
      });

      const builtIn = assistant.ask({
        message: input.message,
        language: input.language,
        context: applicantContext,
      });
      let text = builtIn.message;
      // Answers computed from the applicant's own data stay exact, and a message that reads
      // like an injection attempt is not forwarded (docs/decisions/0132).
      if (llm && builtIn.kind !== 'applicant' && !builtIn.suspectedInjection) {
        try {
          const reply = await llm.answer(input.message, builtIn, config.helpContacts);
          if (reply) text = reply;
        } catch (error) {
          const reason = error instanceof Error ? error.message : 'unknown';
          log.warn({ err: reason }, 'chat AI unavailable; built-in answer used');
        }
      }
      const row = await messages.add({
        userId,
        applicationId,
        message: text,
        isAiResponse: true,
        language: builtIn.language,
        sources: builtIn.sources,
      });
      return { ...toChatMessage(row), isAiResponse: true };
    },
    async history(userId: string, applicationId?: number): Promise<ChatMessage[]> {
      if (applicationId !== undefined) await ownedApplication(applications, userId, applicationId);
      return (await messages.listForUser(userId, applicationId)).map(toChatMessage);
    },
  };
}
