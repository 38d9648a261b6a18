import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard } from './WizardContext';

/**
 * The panel of one item on a step that goes item by item (the income step's income categories, step
 * 10's income sources): focus on its heading when the applicant moves to it, the item named in
 * the browser title, and focus on its list after something is added or changed.
 */
export function useItemPanel({
  focusOnArrival,
  pageTitle,
}: {
  focusOnArrival: boolean;
  /** The page's name from the step's own ('Your Income - Step 6 of 13'). */
  pageTitle: (stepTitle: string) => string;
}) {
  const { t } = useTranslation();
  const { step } = useWizard();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(false);
  const title = t('app.pageTitle', {
    page: pageTitle(t('wizard.pageTitle', { title: t(`wizard.steps.${step}.title`) })),
  });

  useEffect(() => {
    if (focusOnArrival) headingRef.current?.focus();
  }, [focusOnArrival]);

  // The browser title names the item too, so a screen reader user knows where they are.
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (focusList) {
      listHeadingRef.current?.focus();
      setFocusList(false);
    }
  }, [focusList]);

  return { headingRef, listHeadingRef, focusListNext: () => setFocusList(true) };
}

/** Why the applicant cannot move on yet, said at once by screen readers. */
export function NextError({
  message,
  testId,
  spacing = 'mt-4',
}: {
  message: string | null | undefined;
  testId: string;
  /** The space above the message (a form inside a card sits closer). */
  spacing?: 'mt-3' | 'mt-4';
}) {
  return (
    <div role="alert" data-testid={testId}>
      {message ? <p className={`field-error ${spacing} text-base`}>{message}</p> : null}
    </div>
  );
}
