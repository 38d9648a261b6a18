import type { HouseholdMember } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { LiveCount } from '../../components/LiveCount';
import { toast } from '../../lib/toast';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { saveHousehold } from './householdApi';
import { useIdCardReader } from './idReading';
import { MemberForm } from './MemberForm';
import { draftOf, emptyDraft } from './memberForm';
import {
  applicantAloneGroups,
  applicantMember,
  localDay,
  memberLine,
  newMemberId,
} from './members';

/** `you`: the applicant's own questions first, then the address (alone) or the list. */
type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; index: number }
  | { kind: 'you'; next: 'address' | 'list' }
  | null;

/**
 * Issue 18: who lives with the applicant. "Just me" answers with one tap; otherwise a list,
 * the applicant first, with add, edit and remove, each change saved as a whole list.
 */
export default function HouseholdStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, application, applicationId, goTo, trackSave } = useWizardApplication();
  const today = localDay();
  const benefits = application.selectedBenefits;
  const saved = application.household?.members;
  const [members, setMembers] = useState<HouseholdMember[]>(
    () => saved ?? [applicantMember(user, benefits)],
  );
  const [listing, setListing] = useState(Boolean(saved && saved.length > 1));
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const readIdCard = useIdCardReader();

  const save = async (next: HouseholdMember[]): Promise<boolean> => {
    setSaving(true);
    try {
      await trackSave(saveHousehold(queryClient, applicationId, { members: next }));
      setMembers(next);
      setSaveError(null);
      return true;
    } catch {
      setSaveError(t('household.members.saveFailed'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  // The list's heading takes focus once the list is on screen again (after the commit, so a
  // slow render cannot lose it).
  const [listFocus, setListFocus] = useState(0);
  useEffect(() => {
    if (listFocus > 0) listHeadingRef.current?.focus();
  }, [listFocus]);
  const focusList = () => setListFocus((count) => count + 1);
  const openList = () => {
    setListing(true);
    focusList();
  };
  // The applicant's own questions come first, unless answered already (decision 0401).
  const answered = Boolean(members[0]?.dateOfBirth && members[0].citizenship);
  const justMe = async () => {
    if (!answered) setEditing({ kind: 'you', next: 'address' });
    else if (await save(members.slice(0, 1))) goTo('home-address');
  };

  const onSaveMember = async (member: HouseholdMember) => {
    if (editing?.kind === 'you') {
      const alone = editing.next === 'address';
      if (!(await save(alone ? [member] : [member, ...members.slice(1)]))) return;
      setEditing(null);
      if (alone) goTo('home-address');
      else openList();
      return;
    }
    const next =
      editing?.kind === 'edit'
        ? members.map((current, index) => (index === editing.index ? member : current))
        : [...members, member];
    if (await save(next)) {
      setEditing(null);
      focusList();
    }
  };

  const remove = async (index: number) => {
    const next = members.filter((_, at) => at !== index);
    await trackSave(saveHousehold(queryClient, applicationId, { members: next }));
    setMembers(next);
  };

  const name = (member: HouseholdMember) => `${member.firstName} ${member.lastName}`;

  if (editing) {
    const member =
      editing.kind === 'edit'
        ? members[editing.index]
        : editing.kind === 'you'
          ? (members[0] ?? applicantMember(user, benefits))
          : undefined;
    const title = member
      ? member.relationship === 'self'
        ? t('household.person.youTitle')
        : t('household.person.editTitle', { name: name(member) })
      : t('household.person.addTitle');
    return (
      <section className="card" data-testid="household-step">
        <MemberForm
          initial={
            member ? draftOf(member) : emptyDraft(newMemberId(members.map((m) => m.id)), benefits)
          }
          title={title}
          today={today}
          benefits={benefits}
          saving={saving}
          onSave={(saved) => void onSaveMember(saved)}
          {...(editing.kind === 'you'
            ? {
                groups: applicantAloneGroups,
                saveLabel: t('household.person.saveYou'),
                readIdCard,
              }
            : {})}
          onCancel={() => {
            setEditing(null);
            focusList();
          }}
        />
        <InlineAlert testId="household-save-error">{saveError}</InlineAlert>
      </section>
    );
  }

  if (!listing) {
    return (
      <CardSection
        title={t('household.members.question')}
        intro={t('household.members.hint')}
        testId="household-step"
      >
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            className="flex min-h-11 flex-col items-start rounded-xl border-2 border-gray-400 bg-white p-4 text-start hover:border-brand-600"
            onClick={() => void justMe()}
            disabled={saving}
            data-testid="household-just-me"
          >
            <span className="font-bold text-gray-900">{t('household.members.justMe')}</span>
            <span className="text-gray-700">{t('household.members.justMeHint')}</span>
          </button>
          <button
            type="button"
            className="flex min-h-11 flex-col items-start rounded-xl border-2 border-gray-400 bg-white p-4 text-start hover:border-brand-600"
            onClick={() => (answered ? openList() : setEditing({ kind: 'you', next: 'list' }))}
            data-testid="household-others"
          >
            <span className="font-bold text-gray-900">{t('household.members.others')}</span>
            <span className="text-gray-700">{t('household.members.othersHint')}</span>
          </button>
        </div>
        <InlineAlert testId="household-save-error">{saveError}</InlineAlert>
        <StepActions>
          <BackButton onClick={() => goTo('benefits-selection')} />
        </StepActions>
      </CardSection>
    );
  }

  return (
    <CardSection
      headingRef={listHeadingRef}
      title={t('household.members.listTitle')}
      intro={t('household.members.listHint')}
      testId="household-step"
    >
      <LiveCount testId="household-count">
        {t('household.members.count', { count: members.length })}
      </LiveCount>
      <ul className="mt-3 grid gap-3" data-testid="household-list">
        {members.map((member, index) => {
          return (
            <li
              key={member.id}
              className="flex flex-col gap-3 rounded-xl border border-gray-300 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="household-member"
            >
              <div className="min-w-0">
                <p className="font-bold break-words text-gray-900">{name(member)}</p>
                <p className="text-gray-700">{memberLine(t, member, today)}</p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary px-3"
                  onClick={() => setEditing({ kind: 'edit', index })}
                  data-testid={`household-edit-${index}`}
                >
                  {t('household.members.edit', { name: member.firstName })}
                </button>
                {index === 0 ? null : (
                  <ConfirmDelete
                    itemName={name(member)}
                    texts={{
                      delete: t('household.members.removeButton'),
                      title: t('household.members.removeConfirm', { name: name(member) }),
                      text: t('household.members.removeText'),
                      failed: t('household.members.removeFailed'),
                      deleting: t('household.members.removing'),
                      confirm: t('household.members.removeYes'),
                      keep: t('household.members.removeNo'),
                    }}
                    onDelete={() => remove(index)}
                    onDeleted={() => {
                      toast({ title: t('household.members.removed', { name: name(member) }) });
                      addRef.current?.focus();
                    }}
                    testId={`household-remove-${index}`}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        ref={addRef}
        type="button"
        className="btn-secondary mt-4"
        onClick={() => setEditing({ kind: 'add' })}
        data-testid="household-add"
      >
        {t('household.members.add')}
      </button>
      <InlineAlert testId="household-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => setListing(false)} />
        <ContinueButton
          onClick={() =>
            void save(members).then((ok) => {
              if (ok) goTo('home-address');
            })
          }
          busy={saving}
          testId="household-continue"
        />
      </StepActions>
    </CardSection>
  );
}
