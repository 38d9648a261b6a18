import type { Application, CurrentUser, WizardStep } from '@benefits/domain';
import { createContext, useContext } from 'react';
import type { WizardLocation } from './navigation';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface WizardContextValue {
  user: CurrentUser;
  step: WizardStep;
  /** The draft being filled in, once there is one (created on the benefits step). */
  applicationId: number | null;
  application: Application | undefined;
  /** The furthest step reached (the server's record, or the step on screen). */
  furthest: WizardStep;
  /** Go to a step (with the 100/200 ms transition unless the applicant prefers less motion). */
  goTo(step: WizardStep, location?: Omit<WizardLocation, 'applicationId'>): void;
  next(): void;
  previous(): void;
  /** The income step changes category in place: the address changes, history does not grow. */
  replaceLocation(location: Omit<WizardLocation, 'applicationId'>): void;
  /** After the benefits step creates the draft: the address and storage take its id. */
  adoptApplication(application: Application): void;
  /** Shows 'Saving…', 'Saved' or 'Not saved' in the progress header while `work` runs. */
  trackSave<T>(work: Promise<T>): Promise<T>;
  saveState: SaveState;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard is used outside the wizard.');
  return value;
}

/** For steps that need the draft (3 onwards); WizardPage renders them only when it exists. */
export function useWizardApplication(): WizardContextValue & {
  applicationId: number;
  application: Application;
} {
  const value = useWizard();
  if (value.applicationId === null || !value.application) {
    throw new Error('This step needs an application.');
  }
  return value as WizardContextValue & { applicationId: number; application: Application };
}
