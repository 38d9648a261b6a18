import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAiRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: object } };
  };
}

/**
 * A local stand-in for an OpenAI-compatible /chat/completions endpoint, answering with the
 * shapes that API uses. `reply` decides each answer.
 */
export async function startFakeAiServer(
  reply: (request: RecordedAiRequest) => {
    status?: number;
    content?: string | null;
    delayMs?: number;
    raw?: string;
  },
) {
  const requests: RecordedAiRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const request: RecordedAiRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(text),
    };
    requests.push(request);
    const answer = reply(request);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      answer.raw ??
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: request.body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: answer.content ?? null },
            },
          ],
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
