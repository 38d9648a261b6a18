import {
  type BenefitId,
  type BenefitType,
  benefitIds,
  benefitSelectionSchema,
  benefitTypes,
  isBenefitId,
} from '@benefits/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../components/form';
import { Icon } from '../../components/icons';
import { withCause } from '../../lib/problem';
import { toast } from '../../lib/toast';
import { createApplication, updateApplication } from '../../wizard/applicationApi';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizard } from '../../wizard/WizardContext';
import { BenefitsCard } from './BenefitsCard';
import { benefitTypesKey } from './keys';

/** In catalog order, so the same choice is always saved the same way. */
function ordered(ids: Iterable<BenefitId>): BenefitId[] {
  const chosen = new Set(ids);
  return benefitIds.filter((id) => chosen.has(id));
}

/**
 * The benefits step (SPEC 2, 4, 5): one card per benefit type. The draft is created with the first choice
 * (the applicant is known by then) and updated on every change after it.
 */
export default function BenefitsStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, application, applicationId, adoptApplication, trackSave, goTo } = useWizard();
  const id = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // The catalog is shown at once on a slow network; the server's list replaces it when it comes.
  const types = useQuery<BenefitType[]>({
    queryKey: benefitTypesKey,
    placeholderData: [...benefitTypes],
  });

  const [selected, setSelected] = useState<BenefitId[]>(() =>
    ordered(application?.selectedBenefits ?? []),
  );
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);

  // Saves run one after another and always send the newest choice.
  const latest = useRef<BenefitId[]>(selected);
  const saved = useRef<string | null>(application ? JSON.stringify(selected) : null);
  const draftId = useRef<number | null>(applicationId);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const saveLatest = async (): Promise<boolean> => {
    const choice = latest.current;
    const key = JSON.stringify(choice);
    // An empty choice is not saved (a draft keeps at least one); Continue says why.
    if (choice.length === 0 || key === saved.current) return true;
    const creating = draftId.current === null;
    try {
      if (draftId.current === null) {
        const created = await trackSave(
          createApplication(queryClient, {
            selectedBenefits: choice,
            needsWorkVerification: false,
            ...(user.zipCode ? { zipCode: user.zipCode } : {}),
          }),
        );
        draftId.current = created.id;
        adoptApplication(created);
      } else {
        await trackSave(
          updateApplication(queryClient, draftId.current, { selectedBenefits: choice }),
        );
      }
      saved.current = key;
      setSaveError(null);
      return true;
    } catch (error) {
      if (creating) {
        // SPEC 8: destructive 'Error' / 'Failed to create application. Please try again.'
        toast({
          title: t('errors.title'),
          description: t('benefitsStep.createFailed'),
          variant: 'destructive',
        });
        setSaveError(withCause(t, t('benefitsStep.createFailed'), error));
      } else {
        setSaveError(withCause(t, t('benefitsStep.saveFailed'), error));
      }
      return false;
    }
  };

  const save = () => {
    queue.current = queue.current.then(saveLatest);
    return queue.current;
  };

  const toggle = (benefit: BenefitId) => {
    const next = selected.includes(benefit)
      ? selected.filter((item) => item !== benefit)
      : ordered([...selected, benefit]);
    setSelected(next);
    latest.current = next;
    if (next.length > 0) setChoiceError(null);
    void save();
  };

  const onContinue = async () => {
    if (continuing) return;
    const check = benefitSelectionSchema.safeParse({ selectedBenefits: selected });
    if (!check.success) {
      setChoiceError(fieldMessage(t, check.error.issues[0]?.message) ?? null);
      groupRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
      return;
    }
    setContinuing(true);
    const ok = await save();
    setContinuing(false);
    if (ok) goTo('household-members');
  };

  const list = (types.data ?? []).filter((type) => isBenefitId(type.id));
  const errorId = `${id}-error`;

  return (
    <BenefitsCard id={id} testId="benefits-step">
      <fieldset
        ref={groupRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={choiceError ? `${id}-hint ${errorId}` : `${id}-hint`}
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        {list.map((type) => {
          const on = selected.includes(type.id);
          return (
            <button
              key={type.id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(type.id)}
              data-testid={`benefit-${type.id}`}
              className={`flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-xl border-2 p-4 text-start motion-safe:transition-colors ${
                on
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-gray-400 bg-white hover:border-brand-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded border-2 ${
                  on ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-600 bg-white'
                }`}
              >
                {on ? <Icon d="M4 10.5l4 4 8-9" className="h-4 w-4" strokeWidth="3" /> : null}
              </span>
              <span className="grid gap-1">
                <span className="font-bold text-gray-900">{t(`benefits.${type.id}.name`)}</span>
                <span className="text-gray-700">{t(`benefits.${type.id}.description`)}</span>
              </span>
            </button>
          );
        })}
      </fieldset>
      <p className="mt-3 text-gray-800" aria-live="polite" data-testid="benefits-count">
        {t('benefitsStep.count', { count: selected.length })}
      </p>
      <div role="alert" id={errorId} data-testid="benefits-error">
        {choiceError ? <p className="field-error mt-2 text-base">{choiceError}</p> : null}
      </div>
      <InlineAlert testId="benefits-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => goTo('account-creation')} />
        <ContinueButton
          onClick={() => void onContinue()}
          blocked={selected.length === 0 || continuing}
          testId="benefits-continue"
          busy={continuing}
        />
      </StepActions>
    </BenefitsCard>
  );
}
