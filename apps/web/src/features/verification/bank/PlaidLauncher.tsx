import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlaidLinkOnExit, type PlaidLinkOnSuccess, usePlaidLink } from 'react-plaid-link';
import { PageLoading } from '../../../components/PageLoading';
import type { LinkMetadata } from './bankApi';
import { WIDGET_NOT_LOADED } from './bankFlow';

// DESIGN: with PLAID_* set the server hands out Plaid link tokens and the real Plaid Link opens.
// This file is its own chunk (loaded only then), so react-plaid-link stays out of every other.

export default function PlaidLauncher({
  token,
  onSuccess,
  onExit,
}: {
  token: string;
  onSuccess: (publicToken: string, metadata: LinkMetadata) => void;
  onExit: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const handleSuccess: PlaidLinkOnSuccess = (publicToken, metadata) =>
    onSuccess(publicToken, {
      institution: metadata.institution
        ? { name: metadata.institution.name, institution_id: metadata.institution.institution_id }
        : null,
      accounts: metadata.accounts.map((account) => ({
        id: account.id,
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
      })),
    });
  const handleExit: PlaidLinkOnExit = (error) => onExit(error);
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: handleSuccess,
    onExit: handleExit,
  });

  useEffect(() => {
    if (ready) open();
  }, [ready, open]);

  useEffect(() => {
    if (error) onExit({ error_code: WIDGET_NOT_LOADED, error_message: String(error) });
  }, [error, onExit]);

  return <PageLoading label={t('verification.bank.opening')} />;
}
