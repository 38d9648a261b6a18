import { BANK_LINK_RETRY_DELAY_MS, type BankTransaction } from '@benefits/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { toast, toastProblem } from '../../../lib/toast';
import { InlineAlert } from '../../../wizard/StepActions';
import type { MethodProps } from '../methodProps';
import { saveErrorText } from '../methods/saveError';
import { useVerify } from '../useVerify';
import {
  analyzeTransactions,
  type BankProvider,
  createLinkToken,
  exchangeToken,
  type LinkMetadata,
  loadTransactions,
} from './bankApi';
import { linkExitAction, type Phase } from './bankFlow';
import { TransactionPicker } from './TransactionPicker';

// Own chunks: the sandbox dialog, and Plaid Link (react-plaid-link) only when Plaid is set up.
const SandboxLinkDialog = lazy(() => import('./SandboxLinkDialog'));
const PlaidLauncher = lazy(() => import('./PlaidLauncher'));

interface Connected {
  accessToken: string;
  bankName: string;
  accountIds: string[];
}

/**
 * SPEC 4 and 7 bank method: a link token, the link dialog (the sandbox bank's or Plaid's), the
 * public token exchanged, 90 days of transactions, the applicant picks this income's deposits,
 * the analysis, then the verification. Every failure has its SPEC 8 toast and stays on screen.
 */
export default function BankMethod({ entry, onVerified, setBusy }: MethodProps) {
  const { t } = useTranslation();
  const verify = useVerify(entry.id);
  const [phase, setPhase] = useState<Phase>('start');
  const [link, setLink] = useState<{ token: string; provider: BankProvider } | null>(null);
  const [connected, setConnected] = useState<Connected | null>(null);
  const [transactions, setTransactions] = useState<BankTransaction[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const retries = useRef(0);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const working = phase !== 'start' && phase !== 'choose' && phase !== 'loadFailed';
  useEffect(() => {
    setBusy(working);
  }, [working, setBusy]);

  /** Says what went wrong, in a toast and under the button, and goes back to `to`. */
  const failTo = useCallback(
    (
      kind: 'connectionError' | 'connectionFailed' | 'transactionError' | 'analysisFailed',
      to: Phase,
    ) => {
      setError(toastProblem(t(`verification.toast.${kind}Title`), t(`verification.toast.${kind}`)));
      setPhase(to);
    },
    [t],
  );
  /** The link could not be made: back to the start. */
  const fail = useCallback(
    (kind: 'connectionError' | 'connectionFailed') => {
      failTo(kind, 'start');
      setLink(null);
    },
    [failTo],
  );

  const start = async () => {
    if (working) return;
    setError(null);
    setPhase('token');
    retries.current = 0;
    try {
      const answer = await createLinkToken();
      setLink({ token: answer.link_token, provider: answer.provider ?? 'plaid' });
      setPhase('linking');
    } catch {
      fail('connectionError');
    }
  };

  /** SPEC 4: a new link token (asked for after INVALID_LINK_TOKEN). */
  const refreshToken = useCallback(async () => {
    const answer = await createLinkToken();
    setLink((current) => (current ? { ...current, token: answer.link_token } : current));
    return answer.link_token;
  }, []);

  const fetchTransactions = useCallback(
    async (bank: Connected) => {
      setPhase('loading');
      setError(null);
      try {
        const list = await loadTransactions(bank.accessToken, bank.accountIds);
        setTransactions(list);
        setSelected(new Set());
        setPhase('choose');
        window.setTimeout(() => listHeading.current?.focus(), 0);
      } catch {
        failTo('transactionError', 'loadFailed');
      }
    },
    [failTo],
  );

  const onLinkSuccess = useCallback(
    async (publicToken: string, metadata: LinkMetadata) => {
      setPhase('exchanging');
      let bank: Connected;
      try {
        const answer = await exchangeToken(publicToken, metadata);
        const chosen = metadata.accounts.map((account) => account.id);
        bank = {
          accessToken: answer.access_token,
          bankName: answer.institution.name,
          accountIds: chosen.length > 0 ? chosen : answer.accounts.map((a) => a.account_id),
        };
      } catch {
        fail('connectionFailed');
        return;
      }
      setConnected(bank);
      setLink(null);
      toast({
        title: t('verification.toast.bankConnectedTitle'),
        description: t('verification.toast.bankConnected', { bank: bank.bankName }),
      });
      await fetchTransactions(bank);
    },
    [fail, fetchTransactions, t],
  );

  /** The link dialog closed: by the applicant (no error), or with an error. */
  const onLinkExit = useCallback(
    (exitError: unknown) => {
      const action = linkExitAction(exitError, retries.current);
      switch (action) {
        case 'closed':
          setLink(null);
          setPhase('start');
          window.setTimeout(() => startButton.current?.focus(), 0);
          return;
        case 'retry':
          // SPEC 4: INVALID_LINK_TOKEN: a new link token after 100 ms, and the widget again.
          retries.current += 1;
          window.setTimeout(() => {
            refreshToken().catch(() => fail('connectionError'));
          }, BANK_LINK_RETRY_DELAY_MS);
          return;
        case 'connectionError':
        case 'connectionFailed':
          fail(action);
      }
    },
    [refreshToken, fail],
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const analyze = async () => {
    if (working) return;
    setError(null);
    const chosen = transactions.filter((item) => selected.has(item.transaction_id));
    if (chosen.length === 0) {
      // SPEC 5: 'No Transactions Selected - Please select at least one transaction to analyze.'
      setError(t('validation.transactionsRequired'));
      return;
    }
    setPhase('analyzing');
    let confidence: number;
    try {
      const answer = await analyzeTransactions(chosen, {
        id: entry.id,
        source: entry.source,
        amount: entry.amount,
        frequency: entry.frequency,
        categoryId: entry.categoryId,
      });
      confidence = Math.round(answer.confidence);
    } catch {
      failTo('analysisFailed', 'choose');
      return;
    }
    setPhase('saving');
    try {
      await verify({ method: 'bank', transactionIds: chosen.map((item) => item.transaction_id) });
    } catch (caught) {
      setError(saveErrorText(t, caught));
      setPhase('choose');
      return;
    }
    onVerified();
    toast({
      title: t('verification.toast.completedTitle'),
      description: t('verification.toast.bankVerified', {
        source: entry.source,
        percent: confidence,
      }),
    });
  };

  const linkDialog =
    phase === 'linking' && link ? (
      <Suspense fallback={<PageLoading label={t('verification.bank.opening')} />}>
        {link.provider === 'sandbox' ? (
          <SandboxLinkDialog
            linkToken={link.token}
            refreshToken={refreshToken}
            onSuccess={(publicToken, metadata) => void onLinkSuccess(publicToken, metadata)}
            onExit={onLinkExit}
          />
        ) : (
          <PlaidLauncher
            key={link.token}
            token={link.token}
            onSuccess={(publicToken, metadata) => void onLinkSuccess(publicToken, metadata)}
            onExit={onLinkExit}
          />
        )}
      </Suspense>
    ) : null;

  if (phase === 'choose' || phase === 'analyzing' || phase === 'saving') {
    return (
      <TransactionPicker
        bankName={connected?.bankName ?? ''}
        transactions={transactions}
        selected={selected}
        toggle={toggle}
        error={error}
        phase={phase}
        onAnalyze={() => void analyze()}
        headingRef={listHeading}
      />
    );
  }

  return (
    <div>
      <p className="mt-2 text-gray-900">{t('verification.bank.text')}</p>
      <p className="mt-2 text-gray-800">{t('verification.bank.privacy')}</p>
      {phase === 'exchanging' || phase === 'loading' || phase === 'token' ? (
        <PageLoading
          label={
            phase === 'token'
              ? t('verification.bank.starting')
              : phase === 'exchanging'
                ? t('verification.bank.connecting')
                : t('verification.bank.loadingTransactions')
          }
        />
      ) : null}
      <InlineAlert testId="bank-error">{error}</InlineAlert>
      {phase === 'loadFailed' && connected ? (
        <button
          type="button"
          className="btn-primary mt-4 w-full sm:w-auto"
          onClick={() => void fetchTransactions(connected)}
          data-testid="bank-reload"
        >
          {t('verification.bank.reload')}
        </button>
      ) : (
        <button
          ref={startButton}
          type="button"
          className="btn-primary mt-4 w-full sm:w-auto"
          aria-disabled={working || undefined}
          onClick={() => void start()}
          data-testid="bank-connect"
        >
          {t('verification.bank.connect')}
        </button>
      )}
      {linkDialog}
    </div>
  );
}
