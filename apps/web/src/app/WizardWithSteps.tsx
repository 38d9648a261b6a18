import type { CurrentUser } from '@benefits/domain';
import Wizard from '../wizard/WizardPage';
import { stepComponents } from './steps';

/** The wizard frame with the features' steps: the wizard route's chunk. */
export default function WizardWithSteps(props: { step: string | undefined; user: CurrentUser }) {
  return <Wizard {...props} steps={stepComponents} />;
}
