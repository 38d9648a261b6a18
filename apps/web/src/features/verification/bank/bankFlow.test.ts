import { BANK_LINK_RETRY_DELAY_MS } from '@benefits/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  bankErrorCode,
  isDeposit,
  isInvalidLinkToken,
  linkExitAction,
  MAX_LINK_TOKEN_RETRIES,
  matchInstitutions,
  retryOnInvalidLinkToken,
  splitTransactions,
  transactionCents,
  WIDGET_NOT_LOADED,
} from './bankFlow';

const tx = (transaction_id: string, date: string, amount: number) => ({
  transaction_id,
  date,
  amount,
});

describe('splitTransactions (deposits first)', () => {
  it('puts deposits (negative amounts) first, each part newest first', () => {
    const { deposits, others } = splitTransactions([
      tx('a', '2026-10-01', 25.5),
      tx('b', '2026-10-03', -812.4),
      tx('c', '2026-11-01', -812.4),
      tx('d', '2026-11-02', 4.99),
      tx('e', '2026-09-15', 0),
    ]);
    expect(deposits.map((t) => t.transaction_id)).toEqual(['c', 'b']);
    expect(others.map((t) => t.transaction_id)).toEqual(['d', 'a', 'e']);
  });

  it('keeps a stable order by id on the same date, and does not change its input', () => {
    const input = [tx('z', '2026-10-01', -1), tx('m', '2026-10-01', -1), tx('m', '2026-10-01', -2)];
    const { deposits } = splitTransactions(input);
    expect(deposits.map((t) => t.transaction_id)).toEqual(['m', 'm', 'z']);
    expect(input.map((t) => t.transaction_id)).toEqual(['z', 'm', 'm']);
  });

  it('knows a deposit and its cents', () => {
    expect(isDeposit({ amount: -0.01 })).toBe(true);
    expect(isDeposit({ amount: 0 })).toBe(false);
    expect(transactionCents({ amount: -812.405 })).toBe(81241);
    expect(transactionCents({ amount: 12.3 })).toBe(1230);
  });
});

describe('bank error codes', () => {
  it('reads the code of an API answer and of a widget exit error', () => {
    const api = new ApiError(
      400,
      JSON.stringify({ error_code: 'INVALID_LINK_TOKEN', message: 'x' }),
      '',
    );
    expect(bankErrorCode(api)).toBe('INVALID_LINK_TOKEN');
    expect(isInvalidLinkToken(api)).toBe(true);
    expect(bankErrorCode({ error_code: 'INVALID_CREDENTIALS' })).toBe('INVALID_CREDENTIALS');
    expect(bankErrorCode(new ApiError(500, '', 'Server Error'))).toBeUndefined();
    expect(bankErrorCode({ body: { error_code: 3 } })).toBeUndefined();
    expect(bankErrorCode(null)).toBeUndefined();
    expect(bankErrorCode('INVALID_LINK_TOKEN')).toBeUndefined();
  });
});

describe('retryOnInvalidLinkToken (SPEC 4)', () => {
  const invalid = () => new ApiError(400, JSON.stringify({ error_code: 'INVALID_LINK_TOKEN' }), '');

  it('fetches a new token after 100 ms and tries again with it', async () => {
    const sleep = vi.fn(async () => undefined);
    const refreshToken = vi.fn(async () => 'link-2');
    const onNewToken = vi.fn();
    const attempt = vi.fn(async (token: string) => {
      if (token === 'link-1') throw invalid();
      return `linked with ${token}`;
    });
    await expect(
      retryOnInvalidLinkToken('link-1', attempt, { refreshToken, onNewToken, sleep }),
    ).resolves.toBe('linked with link-2');
    expect(sleep).toHaveBeenCalledWith(BANK_LINK_RETRY_DELAY_MS);
    expect(BANK_LINK_RETRY_DELAY_MS).toBe(100);
    expect(sleep.mock.invocationCallOrder[0]).toBeLessThan(
      refreshToken.mock.invocationCallOrder[0]!,
    );
    expect(onNewToken).toHaveBeenCalledWith('link-2');
    expect(attempt.mock.calls.map((call) => call[0])).toEqual(['link-1', 'link-2']);
  });

  it('waits for real when no sleep is given', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const promise = retryOnInvalidLinkToken(
        'a',
        async () => {
          calls += 1;
          if (calls === 1) throw invalid();
          return 'ok';
        },
        { refreshToken: async () => 'b' },
      );
      await vi.advanceTimersByTimeAsync(99);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(promise).resolves.toBe('ok');
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last retry with the error', async () => {
    const attempt = vi.fn(async () => {
      throw invalid();
    });
    const error = await retryOnInvalidLinkToken('a', attempt, {
      refreshToken: async () => 'b',
      sleep: async () => undefined,
    }).catch((caught: unknown) => caught);
    expect(isInvalidLinkToken(error)).toBe(true);
    expect(attempt).toHaveBeenCalledTimes(MAX_LINK_TOKEN_RETRIES + 1);
  });

  it('passes any other failure on at once, without a new token', async () => {
    const refreshToken = vi.fn(async () => 'b');
    const credentials = new ApiError(
      400,
      JSON.stringify({ error_code: 'INVALID_CREDENTIALS' }),
      '',
    );
    await expect(
      retryOnInvalidLinkToken('a', async () => Promise.reject(credentials), { refreshToken }),
    ).rejects.toBe(credentials);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('passes on a failure to get the new token', async () => {
    const failure = new Error('no token');
    await expect(
      retryOnInvalidLinkToken('a', async () => Promise.reject(invalid()), {
        refreshToken: async () => Promise.reject(failure),
        sleep: async () => undefined,
      }),
    ).rejects.toBe(failure);
  });
});

describe('matchInstitutions (the sandbox dialog search)', () => {
  const list = [
    { name: 'First Platypus Bank' },
    { name: 'Tartan Credit Union' },
    { name: 'Houndstooth Bank' },
  ];
  it('finds names holding every word, in any case and order', () => {
    expect(matchInstitutions(list, 'bank').map((i) => i.name)).toEqual([
      'First Platypus Bank',
      'Houndstooth Bank',
    ]);
    expect(matchInstitutions(list, '  BANK platypus ').map((i) => i.name)).toEqual([
      'First Platypus Bank',
    ]);
    expect(matchInstitutions(list, 'union credit')).toHaveLength(1);
    expect(matchInstitutions(list, 'nowhere')).toEqual([]);
  });
  it('lists everything for an empty search', () => {
    expect(matchInstitutions(list, '   ')).toHaveLength(3);
  });
});

describe('linkExitAction (SPEC 4 and 8)', () => {
  it('closes quietly when the applicant closes the widget', () => {
    expect(linkExitAction(null, 0)).toBe('closed');
    expect(linkExitAction(undefined, 2)).toBe('closed');
  });

  it('retries INVALID_LINK_TOKEN while retries are left, then says Connection Error', () => {
    const invalid = { error_code: 'INVALID_LINK_TOKEN', error_message: 'expired' };
    expect(linkExitAction(invalid, 0)).toBe('retry');
    expect(linkExitAction(invalid, MAX_LINK_TOKEN_RETRIES - 1)).toBe('retry');
    expect(linkExitAction(invalid, MAX_LINK_TOKEN_RETRIES)).toBe('connectionError');
  });

  it('says Connection Error when the widget never loaded, Connection Failed otherwise', () => {
    expect(linkExitAction({ error_code: WIDGET_NOT_LOADED }, 0)).toBe('connectionError');
    expect(linkExitAction({ error_code: 'INSTITUTION_DOWN' }, 0)).toBe('connectionFailed');
    expect(linkExitAction(new Error('boom'), 0)).toBe('connectionFailed');
  });
});
