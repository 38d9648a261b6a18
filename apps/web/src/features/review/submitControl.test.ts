// @vitest-environment happy-dom
import { attestationNames, type RiskFlag } from '@benefits/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTexts } from '../../test/render';
import { type Attestations, boxesToTick, noAttestations, submitControl } from './submitControl';

const all: Attestations = {
  accurateInformation: true,
  understandPenalties: true,
  allowVerification: true,
  consentToContact: true,
};

function flag(concernLevel: RiskFlag['concernLevel']): RiskFlag {
  return {
    id: `f-${concernLevel}`,
    type: concernLevel === 'High' ? 'high_expense_ratio' : 'low_income',
    category: 'income',
    description: 'd',
    concernLevel,
    affectedData: {},
    recommendation: 'r',
    autoResolvable: false,
  };
}

describe('submitControl (SPEC 4 final submission, through the domain)', () => {
  it('starts with nothing ticked', () => {
    expect(noAttestations()).toEqual({
      accurateInformation: false,
      understandPenalties: false,
      allowVerification: false,
      consentToContact: false,
    });
  });

  it('waits for the risk check before anything can be sent', () => {
    expect(submitControl({ attestations: all, acknowledgeIssues: true, flags: undefined })).toEqual(
      {
        label: 'submitApplication',
        needsAcknowledgement: false,
        blocker: 'riskPending',
        enabled: false,
      },
    );
  });

  it("reads 'Submit Application' and needs all four attestations without High issues", () => {
    const three = { ...all, consentToContact: false };
    expect(submitControl({ attestations: three, acknowledgeIssues: false, flags: [] })).toEqual({
      label: 'submitApplication',
      needsAcknowledgement: false,
      blocker: 'attestationRequired',
      enabled: false,
    });
    expect(
      submitControl({ attestations: all, acknowledgeIssues: false, flags: [flag('Medium')] }),
    ).toEqual({
      label: 'submitApplication',
      needsAcknowledgement: false,
      blocker: null,
      enabled: true,
    });
  });

  it("reads 'Submit with Issues' with High issues and needs the acknowledgement too", () => {
    const flags = [flag('High'), flag('Medium')];
    expect(submitControl({ attestations: all, acknowledgeIssues: false, flags })).toEqual({
      label: 'submitWithIssues',
      needsAcknowledgement: true,
      blocker: 'acknowledgeIssuesRequired',
      enabled: false,
    });
    expect(submitControl({ attestations: all, acknowledgeIssues: true, flags }).enabled).toBe(true);
    // The acknowledgement never replaces an attestation (DESIGN).
    expect(
      submitControl({ attestations: noAttestations(), acknowledgeIssues: true, flags }).blocker,
    ).toBe('attestationRequired');
  });

  it('does not count three Medium issues as High (no acknowledgement needed)', () => {
    const flags = [flag('Medium'), flag('Medium'), flag('Medium')];
    expect(submitControl({ attestations: all, acknowledgeIssues: false, flags })).toMatchObject({
      label: 'submitApplication',
      needsAcknowledgement: false,
      enabled: true,
    });
  });
});

// Issue 18: "tick all four boxes" showed when five were needed (four plus the acknowledgement).
describe('the message counts the boxes on screen', () => {
  beforeAll(setupTexts);
  const message = (flags: RiskFlag[]) => {
    const control = submitControl({
      attestations: noAttestations(),
      acknowledgeIssues: false,
      flags,
    });
    return i18next.t(`review.submit.blocked.${control.blocker!}`, { count: boxesToTick(control) });
  };

  it('asks for as many boxes as there are attestations without High issues', () => {
    expect(boxesToTick({ needsAcknowledgement: false })).toBe(attestationNames.length);
    expect(message([])).toBe(`To submit, tick all ${attestationNames.length} boxes above.`);
  });

  it('adds the acknowledgement box when High issues show it', () => {
    expect(message([flag('High')])).toBe(
      `To submit, tick all ${attestationNames.length + 1} boxes above.`,
    );
    expect(message([flag('High')])).not.toMatch(/four/);
  });
});
