import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFromReply, articlePath, sendChatMessage, toHistory, toMessageView } from './chatApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = {
  id: 8,
  message: 'SNAP helps buy food.',
  isAiResponse: true,
  createdAt: '2026-01-01T00:00:00Z',
  sources: [
    { id: 'snap', title: 'SNAP (Food Help)' },
    { id: 'snap', title: 'Duplicate' },
    { id: '', title: 'No id' },
    { title: 'No id at all' },
    'junk',
  ],
};

describe('chat messages from the server', () => {
  it('keeps well-formed sources once each, and gives a message without them an empty list', () => {
    expect(toMessageView(answer)?.sources).toEqual([{ id: 'snap', title: 'SNAP (Food Help)' }]);
    expect(toMessageView({ id: 1, message: 'hi', isAiResponse: false, createdAt: 'x' })).toEqual({
      id: 1,
      message: 'hi',
      isAiResponse: false,
      createdAt: 'x',
      sources: [],
    });
    expect(toMessageView({ id: 1 })).toBeNull();
    expect(toHistory([answer, null, { message: 'q' }])).toHaveLength(2);
    expect(toHistory({ not: 'a list' })).toEqual([]);
  });

  it('reads the reply as the AI message, or as a userMessage/aiMessage pair', () => {
    expect(answerFromReply(answer)).toMatchObject({ id: 8, isAiResponse: true });
    expect(
      answerFromReply({ userMessage: { id: 7, message: 'q' }, aiMessage: { ...answer, id: 9 } }),
    ).toMatchObject({ id: 9, message: 'SNAP helps buy food.' });
    expect(() => answerFromReply({})).toThrow();
  });

  it('builds the article address with the language', () => {
    expect(articlePath('snap', 'es')).toBe('/api/knowledge/snap?language=es');
    expect(articlePath('a/b c', 'en')).toBe('/api/knowledge/a%2Fb%20c?language=en');
  });
});

describe('sendChatMessage', () => {
  it('posts the message, the language and the application id when there is one', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendChatMessage({ message: '¿Qué es SNAP?', applicationId: 5, language: 'es' });
    await sendChatMessage({ message: 'What is SNAP?', applicationId: null, language: 'en' });
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies).toEqual([
      { message: '¿Qué es SNAP?', language: 'es', applicationId: 5 },
      { message: 'What is SNAP?', language: 'en' },
    ]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/chatbot');
  });
});
