import type { BankTransaction } from '@benefits/domain';
import { dateFormat } from '@benefits/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveCount } from '../../../components/LiveCount';
import { formatUsd } from '../../../i18n/money';
import { InlineAlert } from '../../../wizard/StepActions';
import { type Phase, splitTransactions, transactionCents } from './bankFlow';

/** The linked account's deposits to pick from: the ones that look like this income first. */
export function TransactionPicker({
  bankName,
  transactions,
  selected,
  toggle,
  error,
  phase,
  onAnalyze,
  headingRef,
}: {
  bankName: string;
  transactions: BankTransaction[];
  selected: Set<string>;
  toggle: (id: string) => void;
  error: string | null;
  phase: Phase;
  onAnalyze: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const ids = useId();
  const { deposits, others } = splitTransactions(transactions);
  const dayFormat = dateFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateText = (date: string) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
  };
  const working = phase !== 'choose';

  const row = (item: BankTransaction, deposit: boolean) => {
    const name = item.merchant_name || item.name;
    const amount = formatUsd(transactionCents(item));
    return (
      <li key={item.transaction_id}>
        <label
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          data-testid="bank-transaction"
          data-deposit={deposit}
        >
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-brand-600"
            checked={selected.has(item.transaction_id)}
            onChange={() => toggle(item.transaction_id)}
            disabled={working}
          />
          <span className="min-w-0 flex-1 text-gray-900">
            <span className="block font-semibold break-words">{name}</span>
            <span className="block text-sm text-gray-700">{dateText(item.date)}</span>
          </span>
          <span
            className={`shrink-0 font-semibold ${deposit ? 'text-green-800' : 'text-gray-900'}`}
          >
            {deposit
              ? t('verification.bank.moneyIn', { amount })
              : t('verification.bank.moneyOut', { amount })}
          </span>
        </label>
      </li>
    );
  };

  return (
    <div data-testid="bank-transactions">
      <h4 ref={headingRef} tabIndex={-1} className="mt-2 font-bold text-gray-900">
        {t('verification.bank.pickTitle', { bank: bankName })}
      </h4>
      <p className="mt-1 text-gray-800">{t('verification.bank.pickText')}</p>
      <LiveCount testId="bank-selected-count">
        {t('verification.bank.selected', { count: selected.size })}
      </LiveCount>
      {transactions.length === 0 ? (
        <p className="mt-3 text-gray-800">{t('verification.bank.none')}</p>
      ) : null}
      {deposits.length > 0 ? (
        <fieldset className="mt-3">
          <legend id={`${ids}-deposits`} className="font-semibold text-gray-900">
            {t('verification.bank.deposits', { count: deposits.length })}
          </legend>
          <ul className="mt-2 grid gap-2" data-testid="bank-deposits">
            {deposits.map((item) => row(item, true))}
          </ul>
        </fieldset>
      ) : transactions.length > 0 ? (
        <p className="mt-3 text-gray-800">{t('verification.bank.noDeposits')}</p>
      ) : null}
      {others.length > 0 ? (
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline">
            {t('verification.bank.others', { count: others.length })}
          </summary>
          <fieldset>
            <legend className="sr-only">
              {t('verification.bank.others', { count: others.length })}
            </legend>
            <ul className="mt-2 grid gap-2">{others.map((item) => row(item, false))}</ul>
          </fieldset>
        </details>
      ) : null}
      <InlineAlert testId="bank-error">{error}</InlineAlert>
      <button
        type="button"
        className="btn-primary mt-4 w-full sm:w-auto"
        aria-disabled={working || undefined}
        onClick={onAnalyze}
        data-testid="bank-analyze"
      >
        {phase === 'analyzing'
          ? t('verification.bank.analyzing')
          : phase === 'saving'
            ? t('verification.saving')
            : t('verification.bank.analyze')}
      </button>
    </div>
  );
}
