import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from './chatApi';
import { localQuestion, toPairs, withExchange } from './history';

function message(id: number, isAiResponse: boolean, text = `m${id}`): ChatMessageView {
  return { id, message: text, isAiResponse, createdAt: '2026-01-01T00:00:00Z', sources: [] };
}

describe('toPairs', () => {
  it('pairs each question with the answer after it, in order', () => {
    const messages = [message(1, false), message(2, true), message(3, false), message(4, true)];
    expect(toPairs(messages)).toEqual([
      { key: 'q1', question: messages[0], answer: messages[1] },
      { key: 'q3', question: messages[2], answer: messages[3] },
    ]);
  });

  it('keeps an unanswered question and an answer without a question as pairs of their own', () => {
    const messages = [message(1, false), message(2, false), message(3, true), message(4, true)];
    expect(toPairs(messages)).toEqual([
      { key: 'q1', question: messages[0], answer: null },
      { key: 'q2', question: messages[1], answer: messages[2] },
      { key: 'a4', question: null, answer: messages[3] },
    ]);
    expect(toPairs([message(9, true)])).toEqual([
      { key: 'a9', question: null, answer: message(9, true) },
    ]);
    expect(toPairs([])).toEqual([]);
  });

  it('keeps the key of a question when its answer arrives', () => {
    const question = localQuestion(-1, 'Do I need a pay stub?');
    const before = toPairs([message(1, false), message(2, true), question]);
    const after = toPairs(
      withExchange([message(1, false), message(2, true)], question, message(5, true)),
    );
    expect(before.at(-1)).toMatchObject({ key: 'q-1', answer: null });
    expect(after.at(-1)).toMatchObject({ key: 'q-1', answer: { id: 5 } });
  });
});

describe('localQuestion and withExchange', () => {
  it('makes an applicant message and appends the exchange to any history', () => {
    const now = new Date('2026-03-04T05:06:07Z');
    const question = localQuestion(-3, 'Hello', now);
    expect(question).toEqual({
      id: -3,
      message: 'Hello',
      isAiResponse: false,
      createdAt: '2026-03-04T05:06:07.000Z',
      sources: [],
    });
    const answer = message(7, true);
    expect(withExchange(undefined, question, answer)).toEqual([question, answer]);
    expect(withExchange([message(1, false)], question, answer)).toHaveLength(3);
  });
});
