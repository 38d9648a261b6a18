import { verificationNotesFormSchema } from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/BusyButton';
import { FieldError, fieldMessage } from '../../../components/form';
import { InlineAlert } from '../../../wizard/StepActions';
import type { MethodProps } from '../methodProps';
import { useFinalVerify } from './useFinalVerify';

type NotesInput = z.input<typeof verificationNotesFormSchema>;
type NotesOutput = z.output<typeof verificationNotesFormSchema>;

/** SPEC 5: a note needs non-empty trimmed text, else 'Notes Required - ...'. */
export function NotesMethod(props: MethodProps) {
  const { t } = useTranslation();
  const id = useId();
  const saveVerification = useFinalVerify(props);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NotesInput, unknown, NotesOutput>({
    resolver: zodResolver(verificationNotesFormSchema),
    defaultValues: { notes: '' },
  });
  const notesError = fieldMessage(t, errors.notes?.message);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    setSaveError(await saveVerification({ method: 'notes', notes: values.notes }));
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="notes-form">
      <label htmlFor={`${id}-notes`} className="field-label mt-3">
        {t('verification.notes.label')}
      </label>
      <p id={hintId} className="mb-1 text-sm text-gray-700">
        {t('verification.notes.hint')}
      </p>
      <textarea
        id={`${id}-notes`}
        rows={5}
        className="field-input"
        aria-invalid={notesError ? true : undefined}
        aria-describedby={notesError ? `${hintId} ${errorId}` : hintId}
        data-testid="notes-input"
        {...register('notes')}
      />
      <div role="alert" data-testid="notes-error">
        {notesError ? <FieldError id={errorId}>{notesError}</FieldError> : null}
      </div>
      <InlineAlert testId="notes-save-error">{saveError}</InlineAlert>
      <SubmitButton
        busy={isSubmitting}
        className="btn-primary mt-4 w-full sm:w-auto"
        testId="notes-submit"
      >
        {isSubmitting ? t('verification.saving') : t('verification.notes.submit')}
      </SubmitButton>
    </form>
  );
}
