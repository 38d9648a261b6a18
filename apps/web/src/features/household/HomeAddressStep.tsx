import type { IdentityFromId } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, RadioCards, TextField } from '../../components/form';
import { NextError } from '../../wizard/ItemPanel';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { AddressLines, StateSelect } from './AddressLines';
import { type AddressDraft, type AddressErrors, addressDraft, checkAddress } from './addressForm';
import { saveHomeAddress } from './householdApi';
import {
  addressFromId,
  addressLine,
  type IdAddress,
  idReadingKey,
  takeIdAddress,
} from './idReading';

/** Issue 18: the home and mailing address, or no stable place to live and where mail goes. */
export default function HomeAddressStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, application, applicationId, goTo, trackSave } = useWizardApplication();
  // Decision 0780: a new address form starts with what her ID showed (read on "about you").
  const [start] = useState(() => {
    const draft = addressDraft(
      application.homeAddress,
      application.zipCode ?? user.zipCode ?? null,
    );
    const read = queryClient.getQueryData<IdentityFromId>(idReadingKey(applicationId));
    return addressFromId(draft, application.homeAddress ? undefined : read?.address);
  });
  const [draft, setDraft] = useState<AddressDraft>(start.draft);
  const [suggestion, setSuggestion] = useState<IdAddress | null>(start.suggestion);
  const [streetFromId, setStreetFromId] = useState<string | null>(start.street);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const message = (field: string) => fieldMessage(t, errors[field]);
  const firstError = Object.values(errors)[0];

  const onContinue = async () => {
    if (saving) return;
    const check = checkAddress(draft);
    setErrors(check.errors);
    if (!check.address) {
      const first = Object.keys(check.errors)[0] ?? '';
      const target =
        first === 'housing' || first === 'mailingSameAsHome'
          ? document.querySelector<HTMLInputElement>(`input[name="address-${first}"]`)
          : document.getElementById(first);
      target?.focus();
      return;
    }
    setSaving(true);
    try {
      await trackSave(saveHomeAddress(queryClient, applicationId, check.address));
      goTo('work-requirements');
    } catch {
      setSaveError(t('household.address.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card" data-testid="address-step">
      <h2 className="text-xl font-bold text-gray-900">{t('household.address.question')}</h2>
      <p className="mt-1 text-gray-700">{t('household.address.hint')}</p>
      <div className="mt-4 grid gap-6">
        <AddressQuestion
          name="housing"
          answers={['stable', 'homeless']}
          value={draft.housing || null}
          onChange={(housing) => setDraft({ ...draft, housing })}
          error={message('housing')}
          columns={1}
        />
        {draft.housing === 'stable' ? (
          <AddressGroup title="homeTitle">
            {suggestion ? (
              <div
                className="rounded-xl border border-gray-300 bg-gray-50 p-4"
                data-testid="address-id-suggestion"
              >
                <p className="text-gray-900">
                  {t('household.idFill.otherAddress', { address: addressLine(suggestion) })}
                </p>
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  onClick={() => {
                    setDraft(takeIdAddress(draft, suggestion));
                    setStreetFromId(suggestion.street);
                    setSuggestion(null);
                    document.getElementById('home.street')?.focus();
                  }}
                  data-testid="address-id-use"
                >
                  {t('household.idFill.useIt')}
                </button>
              </div>
            ) : null}
            <AddressLines
              prefix="home"
              lines={draft.home}
              streetHint={
                streetFromId !== null && draft.home.street === streetFromId
                  ? t('household.idFill.checkIt')
                  : undefined
              }
              county
              onChange={(home) => setDraft({ ...draft, home: { ...draft.home, ...home } })}
              message={message}
              section="section-home"
            />
            <AddressQuestion
              name="mailingSameAsHome"
              answers={['mailingYes', 'mailingNo']}
              value={
                draft.mailingSameAsHome === null
                  ? null
                  : draft.mailingSameAsHome
                    ? 'mailingYes'
                    : 'mailingNo'
              }
              onChange={(answer) =>
                setDraft({ ...draft, mailingSameAsHome: answer === 'mailingYes' })
              }
              error={message('mailingSameAsHome')}
            />
          </AddressGroup>
        ) : null}
        {draft.housing === 'homeless' ? (
          <AddressGroup title="stayTitle">
            <StateSelect
              id="stay.state"
              value={draft.stay.state}
              onValue={(state) => setDraft({ ...draft, stay: { ...draft.stay, state } })}
              error={message('stay.state')}
              autoComplete="off"
            />
            <TextField
              id="stay.county"
              label={t('household.address.county')}
              value={draft.stay.county}
              onChange={(event) =>
                setDraft({ ...draft, stay: { ...draft.stay, county: event.target.value } })
              }
              error={message('stay.county')}
              autoComplete="off"
            />
          </AddressGroup>
        ) : null}
        {draft.housing === 'homeless' ||
        (draft.housing === 'stable' && draft.mailingSameAsHome === false) ? (
          <AddressGroup title="mailingTitle">
            {draft.housing === 'homeless' ? (
              <p className="text-gray-700">{t('household.address.mailingHomelessHint')}</p>
            ) : null}
            <AddressLines
              prefix="mailing"
              lines={draft.mailing}
              county={false}
              onChange={(mailing) => setDraft({ ...draft, mailing })}
              message={message}
              section="section-mailing"
            />
          </AddressGroup>
        ) : null}
      </div>
      <NextError message={firstError ? fieldMessage(t, firstError) : null} testId="address-error" />
      <InlineAlert testId="address-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => goTo('household-members')} />
        <ContinueButton onClick={() => void onContinue()} busy={saving} testId="address-continue" />
      </StepActions>
    </section>
  );
}

/** A group of the step's fields under its title (`household.address.<title>`). */
function AddressGroup({
  title,
  children,
}: {
  title: 'homeTitle' | 'stayTitle' | 'mailingTitle';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-bold text-gray-900">{t(`household.address.${title}`)}</legend>
      {children}
    </fieldset>
  );
}

/** One of the step's two-answer questions; its legend and answers are `household.address.*`. */
function AddressQuestion<Answer extends 'stable' | 'homeless' | 'mailingYes' | 'mailingNo'>({
  name,
  answers,
  ...choice
}: {
  name: 'housing' | 'mailingSameAsHome';
  answers: [Answer, Answer];
  value: Answer | null;
  onChange: (answer: Answer) => void;
  error: string | undefined;
  columns?: 1;
}) {
  const { t } = useTranslation();
  return (
    <RadioCards
      id="address"
      name={name}
      legend={t(
        name === 'housing' ? 'household.address.housing' : 'household.address.mailingQuestion',
      )}
      options={answers.map((value) => ({ value, label: t(`household.address.${value}`) }))}
      {...choice}
    />
  );
}
