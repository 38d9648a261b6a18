import { useQuery } from '@tanstack/react-query';
import { type FormEvent, Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/BusyButton';
import { DialogFrame } from '../../../components/DialogFrame';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { NetworkError } from '../../../lib/api';
import { InlineAlert } from '../../../wizard/StepActions';
import {
  fetchSandboxInstitutions,
  type LinkAccount,
  type LinkMetadata,
  type SandboxInstitution,
  sandboxInstitutionsKey,
  sandboxLink,
} from './bankApi';
import {
  bankErrorCode,
  INVALID_CREDENTIALS,
  isInvalidLinkToken,
  matchInstitutions,
  retryOnInvalidLinkToken,
} from './bankFlow';

type Pane = 'institution' | 'credentials' | 'accounts';

/**
 * The built-in sandbox bank's link dialog (DESIGN): Plaid Link's panes (choose a bank, sign in,
 * choose accounts) on test institutions, with the test sign-in shown on screen. It ends with
 * onSuccess(public_token, metadata) like Plaid Link, or onExit(error) (null when closed).
 */
export default function SandboxLinkDialog({
  linkToken,
  refreshToken,
  onSuccess,
  onExit,
}: {
  linkToken: string;
  refreshToken: () => Promise<string>;
  onSuccess: (publicToken: string, metadata: LinkMetadata) => void;
  onExit: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [pane, setPane] = useState<Pane>('institution');
  const [search, setSearch] = useState('');
  const [institution, setInstitution] = useState<SandboxInstitution | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [linked, setLinked] = useState<{ publicToken: string; metadata: LinkMetadata } | null>(
    null,
  );
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const token = useRef(linkToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const first = useRef(true);

  const institutions = useQuery({
    queryKey: sandboxInstitutionsKey,
    queryFn: fetchSandboxInstitutions,
  });
  const list = institutions.data?.institutions ?? [];
  const found = matchInstitutions(list, search);

  useEffect(() => {
    token.current = linkToken;
  }, [linkToken]);

  // A new pane: its heading gets focus (not on first open: the search box has it then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pane change is the trigger.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [pane]);

  const chooseInstitution = (item: SandboxInstitution) => {
    setInstitution(item);
    setUsername('');
    setPassword('');
    setFieldErrors({});
    setError(null);
    setPane('credentials');
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!institution || signingIn) return;
    setError(null);
    const problems = {
      username: username.trim() ? undefined : t('verification.sandbox.usernameRequired'),
      password: password ? undefined : t('verification.sandbox.passwordRequired'),
    };
    setFieldErrors(problems);
    if (problems.username || problems.password) {
      (problems.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setSigningIn(true);
    try {
      const result = await retryOnInvalidLinkToken(
        token.current,
        (current) =>
          sandboxLink({
            link_token: current,
            institution_id: institution.institution_id,
            username: username.trim(),
            password,
          }),
        {
          refreshToken,
          onNewToken: (fresh) => {
            token.current = fresh;
          },
        },
      );
      setLinked({ publicToken: result.public_token, metadata: result.metadata });
      setChosen(new Set(result.metadata.accounts.map((account) => account.id)));
      setPane('accounts');
    } catch (caught) {
      if (bankErrorCode(caught) === INVALID_CREDENTIALS) {
        setError(t('verification.sandbox.wrongCredentials'));
        passwordRef.current?.focus();
      } else if (isInvalidLinkToken(caught)) {
        // No working link token even after asking again: the connection could not start.
        onExit(caught);
      } else {
        setError(
          caught instanceof NetworkError
            ? t('verification.offline')
            : t('verification.sandbox.signInFailed'),
        );
      }
    } finally {
      setSigningIn(false);
    }
  };

  const finish = () => {
    if (!linked) return;
    const accounts = linked.metadata.accounts.filter((account) => chosen.has(account.id));
    if (accounts.length === 0) {
      setError(t('verification.sandbox.accountRequired'));
      return;
    }
    onSuccess(linked.publicToken, { ...linked.metadata, accounts });
  };

  const toggle = (account: LinkAccount) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(account.id)) next.delete(account.id);
      else next.add(account.id);
      return next;
    });

  const back = (to: Pane) => {
    setError(null);
    setPane(to);
  };

  let body: React.ReactNode;
  if (pane === 'institution') {
    body = (
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-gray-900">
          {t('verification.sandbox.chooseBank')}
        </h3>
        <label htmlFor={`${ids}-search`} className="field-label mt-3">
          {t('verification.sandbox.search')}
        </label>
        <input
          ref={searchRef}
          id={`${ids}-search`}
          type="search"
          className="field-input"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          data-testid="sandbox-search"
        />
        <p className="sr-only" aria-live="polite">
          {institutions.isSuccess ? t('verification.sandbox.found', { count: found.length }) : ''}
        </p>
        {institutions.isPending ? (
          <PageLoading label={t('verification.sandbox.loadingBanks')} />
        ) : institutions.isError ? (
          <LoadError
            retry={institutions.refetch}
            retryLabel={t('verification.tryAgain')}
            look="smallPanel"
          >
            {t('verification.sandbox.banksFailed')}
          </LoadError>
        ) : found.length === 0 ? (
          <p className="mt-3 text-gray-800">{t('verification.sandbox.noBanks')}</p>
        ) : (
          <ul className="mt-3 grid gap-2" data-testid="sandbox-institutions">
            {found.map((item) => (
              <li key={item.institution_id}>
                <button
                  type="button"
                  className="choice-card w-full"
                  onClick={() => chooseInstitution(item)}
                  data-testid="sandbox-institution"
                >
                  <span className="font-bold">{item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  } else if (pane === 'credentials' && institution) {
    body = (
      <form noValidate onSubmit={(event) => void signIn(event)} data-testid="sandbox-sign-in">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold break-words text-gray-900">
          {t('verification.sandbox.signInTo', { bank: institution.name })}
        </h3>
        <div
          className="mt-3 rounded-lg border-2 border-brand-600 bg-brand-50 p-3 text-gray-900"
          data-testid="sandbox-credentials"
        >
          <p className="font-semibold">{t('verification.sandbox.testSignIn')}</p>
          {(
            [
              ['username', t('verification.sandbox.testUsername')],
              ['password', t('verification.sandbox.testPassword')],
            ] as const
          ).map(([name, label]) => (
            <p key={name}>
              {label}{' '}
              <code className="font-mono font-bold break-all">{institution.credentials[name]}</code>
            </p>
          ))}
        </div>
        {(
          [
            { name: 'username', ref: usernameRef, value: username, set: setUsername },
            { name: 'password', ref: passwordRef, value: password, set: setPassword },
          ] as const
        ).map((field) => {
          const fieldId = `${ids}-${field.name}`;
          const fieldError = fieldErrors[field.name];
          return (
            <Fragment key={field.name}>
              <label htmlFor={fieldId} className="field-label mt-3">
                {t(`verification.sandbox.${field.name}`)}
              </label>
              <input
                ref={field.ref}
                id={fieldId}
                type={field.name === 'password' ? 'password' : 'text'}
                className="field-input"
                autoComplete="off"
                autoCapitalize={field.name === 'username' ? 'none' : undefined}
                spellCheck={field.name === 'username' ? false : undefined}
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${fieldId}-error` : undefined}
                data-testid={`sandbox-${field.name}`}
              />
              <div role="alert">
                {fieldError ? (
                  <p id={`${fieldId}-error`} className="field-error">
                    {fieldError}
                  </p>
                ) : null}
              </div>
            </Fragment>
          );
        })}
        <InlineAlert testId="sandbox-error">{error}</InlineAlert>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          <SubmitButton busy={signingIn} className="btn-primary" testId="sandbox-submit">
            {signingIn ? t('verification.sandbox.signingIn') : t('verification.sandbox.signIn')}
          </SubmitButton>
          <button type="button" className="btn-secondary" onClick={() => back('institution')}>
            {t('verification.sandbox.otherBank')}
          </button>
        </div>
      </form>
    );
  } else if (linked) {
    body = (
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-gray-900">
          {t('verification.sandbox.chooseAccounts')}
        </h3>
        <fieldset className="mt-3">
          <legend className="text-gray-800">{t('verification.sandbox.accountsHint')}</legend>
          <ul className="mt-2 grid gap-2" data-testid="sandbox-accounts">
            {linked.metadata.accounts.map((account) => (
              <li key={account.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 p-3">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-brand-600"
                    checked={chosen.has(account.id)}
                    onChange={() => toggle(account)}
                  />
                  <span className="text-gray-900">
                    <span className="font-semibold">{account.name}</span>
                    {account.mask ? (
                      <span className="block text-sm text-gray-700">
                        {t('verification.sandbox.accountMask', { mask: account.mask })}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <InlineAlert testId="sandbox-error">{error}</InlineAlert>
        <button
          type="button"
          className="btn-primary mt-4 w-full sm:w-auto"
          onClick={finish}
          data-testid="sandbox-continue"
        >
          {t('verification.sandbox.connect')}
        </button>
      </div>
    );
  }

  return (
    <DialogFrame
      onOpenChange={(next) => {
        if (!next && !signingIn) onExit(null);
      }}
      title={t('verification.sandbox.title')}
      description={t('verification.sandbox.description')}
      closeLabel={t('verification.sandbox.close')}
      width="max-w-md"
      backdropLayer="z-50"
      content={{
        'data-testid': 'sandbox-link-dialog',
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          searchRef.current?.focus();
        },
      }}
    >
      <div className="mt-4">{body}</div>
    </DialogFrame>
  );
}
