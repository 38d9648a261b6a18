import type { SnapTimeLimitExemption } from '../../rules/snapWork.js';

/** Who the SNAP time limit does not apply to, in plain words; `{{childUnder}}` takes the row's age. */
export type SnapExemptionTexts = Readonly<Record<SnapTimeLimitExemption, string>>;
