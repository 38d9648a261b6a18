import { createHash, randomBytes } from 'node:crypto';
import {
  type AnalyzeTransactions,
  type AnalyzeTransactionsResponse,
  analyzeDeposits,
  type ExchangeTokenResponse,
  type Language,
  type StoredBankAnalysis,
  type TransactionsRequest,
} from '@benefits/domain';
import { HttpError, notFound } from '../../http/errors.js';
import { incomeEntryOnDraft } from '../applications/parts.js';
import type { ApplicationsRepository } from '../applications/repository.js';
import type { IncomeRepository } from '../income/repository.js';
import type { TokenCipher } from './encryption.js';
import { explainFindings } from './explanation.js';
import { BankLinkError, type BankProvider } from './provider.js';
import type { BankRepository } from './repository.js';

export function handleHash(handle: string): string {
  return createHash('sha256').update(handle).digest('hex');
}

export function createBankService(deps: {
  provider: BankProvider;
  repository: BankRepository;
  incomeEntries: IncomeRepository;
  applications: ApplicationsRepository;
  cipher: TokenCipher;
  clock: () => Date;
}) {
  const { provider, repository, cipher } = deps;

  return {
    async linkToken(userId: string, language: Language) {
      return { ...(await provider.createLinkToken({ userId, language })), provider: provider.kind };
    },

    /** Stores the item with its token encrypted; the browser gets only an opaque handle. */
    async exchange(userId: string, publicToken: string): Promise<ExchangeTokenResponse> {
      const item = await provider.exchangePublicToken({ userId, publicToken });
      const used = () => new BankLinkError(400, 'bankPublicTokenInvalid', 'INVALID_PUBLIC_TOKEN');
      if (await repository.itemLinked(userId, item.itemId)) throw used();
      const handle = `item-${randomBytes(32).toString('base64url')}`;
      // The unique (user, item) index settles two exchanges of one token at the same moment.
      const inserted = await repository.insertItem({
        userId,
        handleHash: handleHash(handle),
        provider: provider.kind,
        encryptedAccessToken: cipher.encrypt(item.accessToken),
        providerItemId: item.itemId,
        institutionName: item.institutionName,
        accounts: item.accounts,
      });
      if (!inserted) throw used();
      return {
        access_token: handle,
        accounts: item.accounts,
        institution: { name: item.institutionName },
      };
    },

    async transactions(userId: string, body: TransactionsRequest) {
      // A phone whose clock runs ahead asks for 'tomorrow': the bank has nothing past today.
      const today = deps.clock().toISOString().slice(0, 10);
      const endDate = body.end_date > today ? today : body.end_date;
      const item = await repository.findItem(userId, handleHash(body.access_token));
      if (!item) throw notFound('bankItemNotFound');
      // Linked through the other provider (the server's bank settings changed): link again.
      // So does an item whose stored account list no longer reads (decision 0221).
      if (item.provider !== provider.kind || !item.accounts) {
        throw new BankLinkError(400, 'bankReconnect');
      }
      const transactions = (
        await provider.getTransactions({
          userId,
          accessToken: cipher.decrypt(item.encryptedAccessToken),
          accounts: item.accounts,
          startDate: body.start_date,
          endDate,
          accountIds: body.account_ids,
        })
      ).filter((transaction) => transaction.date >= body.start_date && transaction.date <= endDate);
      await repository.saveTransactions(userId, item.id, transactions);
      return { transactions };
    },

    /**
     * SPEC 7 analyze-transactions on the server's own copies: the transactions this user's
     * bank returned, the stored income entry and the signed-in applicant's real name.
     */
    async analyze(
      userId: string,
      body: AnalyzeTransactions,
      language: Language,
    ): Promise<AnalyzeTransactionsResponse> {
      const entry = await incomeEntryOnDraft(deps, userId, body.incomeEntryId);
      const stored = await repository.findTransactions(userId, body.transactionIds);
      if (stored.length !== body.transactionIds.length) {
        throw new HttpError(400, 'bankTransactionsNotFound');
      }
      const byId = new Map(stored.map((transaction) => [transaction.transaction_id, transaction]));
      const transactions = body.transactionIds.flatMap((id) => byId.get(id) ?? []);
      const applicant = await repository.applicant(userId);
      const analysis = analyzeDeposits({
        transactions,
        income: entry,
        applicantName: `${applicant?.firstName ?? ''} ${applicant?.lastName ?? ''}`,
      });
      const result: StoredBankAnalysis = {
        verified: analysis.verified,
        matchedTransactionIds: analysis.matchedTransactionIds,
        unmatchedTransactionIds: analysis.unmatchedTransactionIds,
        averageMonthlyDeposits: analysis.averageMonthlyCents / 100,
        reportedMonthlyAmount: analysis.reportedMonthlyCents / 100,
        payerMatched: analysis.payerMatched,
        cadence: analysis.cadence,
        findings: analysis.findings,
      };
      const row = await repository.insertAnalysis({
        userId,
        incomeEntryId: entry.id,
        transactionIds: body.transactionIds,
        result,
        confidence: analysis.confidence,
      });
      const { findings, ...shown } = result;
      return {
        verification: {
          ...shown,
          explanation: explainFindings(findings, language),
          analysisId: row.id,
        },
        confidence: analysis.confidence,
      };
    },
  };
}
export type BankService = ReturnType<typeof createBankService>;
