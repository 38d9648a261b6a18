import { z } from 'zod';

export interface AiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class AiUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`AI service unavailable: ${reason}`, options);
    this.name = 'AiUnavailableError';
  }
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * DESIGN: one adapter for any OpenAI-compatible chat API (OpenAI, Azure, Ollama, vLLM).
 * Every failure (network, timeout, HTTP error, a reply that does not fit) is an
 * AiUnavailableError, so callers fall back to the built-in answer. The API key is only
 * ever sent to the configured base URL and never logged.
 */
export function createAiClient(settings: AiSettings, fetchImpl: typeof fetch = fetch) {
  async function complete(messages: ChatMessage[], responseFormat?: object): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages,
          temperature: 0,
          ...(responseFormat ? { response_format: responseFormat } : {}),
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new AiUnavailableError('no answer', { cause: error });
    }
    if (!response.ok) throw new AiUnavailableError(`status ${response.status}`);
    const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
    const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
    if (!content) throw new AiUnavailableError('empty reply');
    return content;
  }

  return {
    complete,
    /** Structured output: the reply must be JSON that fits `schema`. */
    async completeJson<T extends z.ZodType>(
      messages: ChatMessage[],
      name: string,
      schema: T,
    ): Promise<z.output<T>> {
      const content = await complete(messages, {
        type: 'json_schema',
        json_schema: { name, strict: true, schema: z.toJSONSchema(schema, { target: 'draft-7' }) },
      });
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch (error) {
        throw new AiUnavailableError('reply is not JSON', { cause: error });
      }
      const result = schema.safeParse(json);
      if (!result.success) throw new AiUnavailableError('reply does not fit the schema');
      return result.data;
    },
  };
}

export type AiClient = ReturnType<typeof createAiClient>;
