import type { FinancialSummaryResponse, IncomeEntry } from '@benefits/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialSummaryKey, incomeEntriesKey } from '../income';
import { verifyIncomeEntry } from './verificationApi';

afterEach(() => vi.unstubAllGlobals());

function entry(id: number, verification: IncomeEntry['verification'] = null): IncomeEntry {
  return {
    id,
    applicationId: 7,
    categoryId: 1,
    category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
    source: `Job ${id}`,
    amount: '100.00',
    frequency: 'monthly',
    isW2Income: true,
    dontKnowAmount: false,
    comment: null,
    confidence: null,
    hoursPerWeek: null,
    verification,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('verifyIncomeEntry', () => {
  it('posts the method and puts the answer into the cached summary and entry list', async () => {
    const verification = {
      method: 'notes',
      status: 'verified',
      details: null,
      verifiedAt: '2026-11-20T10:00:00.000Z',
      analysisPending: false,
      documentIds: [],
      transactionIds: [],
      notes: 'Cash',
      confidence: null,
    } as unknown as IncomeEntry['verification'];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(entry(2, verification))));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const summary = {
      entries: [
        { ...entry(1), monthlyAmount: 100 },
        { ...entry(2), monthlyAmount: 100 },
      ],
    } as unknown as FinancialSummaryResponse;
    client.setQueryData(financialSummaryKey(7), summary);
    client.setQueryData(incomeEntriesKey(7), [entry(1), entry(2)]);

    const updated = await verifyIncomeEntry(client, 7, 2, { method: 'notes', notes: 'Cash' });

    expect(updated.verification).toEqual(verification);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/income-entries/2/verification');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ method: 'notes', notes: 'Cash' });
    const cached = client.getQueryData<FinancialSummaryResponse>(financialSummaryKey(7));
    expect(cached?.entries.map((item) => item.verification)).toEqual([null, verification]);
    // The summary keeps its own monthly amount.
    expect(cached?.entries[1]?.monthlyAmount).toBe(100);
    const list = client.getQueryData<IncomeEntry[]>(incomeEntriesKey(7));
    expect(list?.[1]?.verification).toEqual(verification);
  });

  it('leaves empty caches empty and passes a refusal on', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"No"}', { status: 400 }));
    const client = new QueryClient();
    await expect(verifyIncomeEntry(client, 7, 2, { method: 'payroll' })).rejects.toThrow(
      '400: {"message":"No"}',
    );
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(entry(2))));
    await verifyIncomeEntry(client, 7, 2, { method: 'payroll' });
    expect(client.getQueryData(financialSummaryKey(7))).toBeUndefined();
    expect(client.getQueryData(incomeEntriesKey(7))).toBeUndefined();
  });
});
