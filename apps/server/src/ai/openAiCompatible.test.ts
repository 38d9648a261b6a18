import { documentAnalysisResultSchema } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAiServer } from '../test/fakeAiServer.js';
import { AiUnavailableError, createAiClient } from './openAiCompatible.js';

const analysis = {
  extractedData: {
    income: [
      {
        category: 'wages',
        source: 'Corner Market',
        amount: 412.5,
        frequency: 'weekly',
        documentSource: 'pay stub',
        confidence: 0.9,
      },
    ],
    expenses: [],
  },
  summary: 'A weekly pay stub from Corner Market.',
  overallConfidence: 0.9,
  fraudIndicators: [],
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('OpenAI-compatible adapter', () => {
  it('sends the model, the messages, the key and a JSON schema, and returns the checked result', async () => {
    const fake = await startFakeAiServer(() => ({ content: JSON.stringify(analysis) }));
    close = fake.close;
    const client = createAiClient({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'small-model',
      timeoutMs: 2000,
    });
    const result = await client.completeJson(
      [{ role: 'user', content: 'Pay stub text' }],
      'document_analysis',
      documentAnalysisResultSchema,
    );
    expect(result).toEqual(analysis);
    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('small-model');
    expect(request?.body.messages).toEqual([{ role: 'user', content: 'Pay stub text' }]);
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.response_format?.json_schema?.name).toBe('document_analysis');
    expect(JSON.stringify(request?.body.response_format?.json_schema?.schema)).toContain(
      'overallConfidence',
    );
  });

  it.each([
    ['an HTTP error', { status: 500, content: 'x' }],
    ['an empty reply', { content: null }],
    ['a reply that is not JSON', { content: 'Sure! Here is the data:' }],
    ['a reply that does not fit the schema', { content: JSON.stringify({ summary: 'no' }) }],
    ['a body that is not a completion', { raw: '<html>proxy error</html>' }],
    ['no answer in time', { content: JSON.stringify(analysis), delayMs: 500 }],
  ])('turns %s into AiUnavailableError', async (_, answer) => {
    const fake = await startFakeAiServer(() => answer);
    close = fake.close;
    const client = createAiClient({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 200,
    });
    await expect(
      client.completeJson([{ role: 'user', content: 'x' }], 'a', documentAnalysisResultSchema),
    ).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('turns an unreachable server into AiUnavailableError', async () => {
    const client = createAiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 500,
    });
    await expect(client.complete([{ role: 'user', content: 'x' }])).rejects.toBeInstanceOf(
      AiUnavailableError,
    );
  });
});
