import type { Application, PostalAddress } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';
import { localDay, memberLine } from './members';

function oneLine(address: PostalAddress): string {
  const street = address.unit ? `${address.street} ${address.unit}` : address.street;
  return `${street}, ${address.city}, ${address.state} ${address.zipCode}`;
}

/** The people in the home and the address, as the View of an application shows them. */
export function HouseholdSummary({ application }: { application: Application }) {
  const { t } = useTranslation();
  const today = localDay();
  const members = application.household?.members ?? [];
  const address = application.homeAddress;
  return (
    <>
      <CardSection title={t('household.view.householdTitle')}>
        {members.length === 0 ? (
          <p className="mt-2 text-gray-800">{t('household.view.notGiven')}</p>
        ) : (
          <ul className="mt-3 grid gap-2" data-testid="view-household">
            {members.map((member) => (
              <li key={member.id} className="break-words text-gray-900">
                <span className="font-semibold">
                  {member.firstName} {member.lastName}
                </span>
                {' · '}
                {memberLine(t, member, today)}
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <CardSection title={t('household.view.addressTitle')}>
        <div className="mt-2 grid gap-1 break-words text-gray-900" data-testid="view-address">
          {!address ? <p>{t('household.view.notGiven')}</p> : null}
          {address?.housing === 'stable' ? (
            <>
              <p>
                {oneLine(address.home)} ({address.home.county})
              </p>
              <p>
                {address.mailing
                  ? t('household.view.mailing', { address: oneLine(address.mailing) })
                  : t('household.view.mailingSame')}
              </p>
            </>
          ) : null}
          {address?.housing === 'homeless' ? (
            <>
              <p>
                {t('household.view.noStableHome', { county: address.county, state: address.state })}
              </p>
              <p>{t('household.view.mailing', { address: oneLine(address.mailing) })}</p>
            </>
          ) : null}
        </div>
      </CardSection>
    </>
  );
}
