import type { StateCode } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCards, SelectField, TextField } from '../../components/form';
import { currentLanguage, loadScreenerTexts } from '../../i18n';
import { registerScreenerTexts } from '../../i18n/screenerTexts';
import { stateCodes } from './addressForm';
import { getZipPlace } from './householdApi';
import { fillFromPlace, type Lines, startFilled, type ZipFilled, zipToLookUp } from './zipFill';

/** The state names are the screener's texts; English comes with this chunk. */
function useStateNames() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['screener-texts', language],
    queryFn: async () => {
      registerScreenerTexts();
      await loadScreenerTexts(language);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function StateSelect({
  id,
  value,
  onValue,
  error,
  autoComplete,
}: {
  id: string;
  value: StateCode | '';
  onValue: (state: StateCode | '') => void;
  error: string | undefined;
  autoComplete: string;
}) {
  const { t, i18n } = useTranslation();
  useStateNames();
  const collator = new Intl.Collator(i18n.resolvedLanguage);
  const options = stateCodes
    .map((code) => ({ value: code, label: t(`screener.states.${code}`, { defaultValue: code }) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <SelectField
      id={id}
      label={t('household.address.state')}
      error={error}
      value={value}
      autoComplete={autoComplete}
      onValue={onValue}
      options={options}
      placeholder={t('household.address.chooseState')}
    />
  );
}

/**
 * Decision 0540: the place of the ZIP code in the lines, asked of the server (the table is never
 * sent whole), filled in once per ZIP code where the applicant has not typed. A ZIP code the
 * server does not know, or no answer, leaves the fields to type as before.
 */
function useZipFill(
  lines: Lines,
  withCounty: boolean,
  onChange: (lines: Lines) => void,
): { place: ReturnType<typeof useZipPlace>['data']; filled: ZipFilled } {
  const zip = zipToLookUp(lines.zipCode);
  const { data: place } = useZipPlace(zip);
  const filled = useRef<ZipFilled>(startFilled(lines));
  useEffect(() => {
    if (!place || place.zipCode !== zip || filled.current.zipCode === zip) return;
    const result = fillFromPlace(lines, place, filled.current, withCounty);
    filled.current = result.filled;
    onChange(result.lines);
  }, [place, zip, lines, withCounty, onChange]);
  return { place: place?.zipCode === zip ? place : null, filled: filled.current };
}

function useZipPlace(zip: string | null) {
  return useQuery({
    queryKey: ['zip-place', zip],
    queryFn: () => getZipPlace(zip ?? ''),
    enabled: zip !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Street, unit, ZIP, city, state (and county for the home), with browser autofill. */
export function AddressLines({
  prefix,
  lines,
  county,
  onChange,
  message,
  section,
  streetHint,
}: {
  prefix: 'home' | 'mailing';
  lines: Lines;
  county: boolean;
  onChange: (lines: Lines) => void;
  message: (field: string) => string | undefined;
  section: string;
  /** Said under the street (decision 0780: read from her ID, to check). */
  streetHint?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { place, filled } = useZipFill(lines, county, onChange);
  const fromZip = (field: 'city' | 'county') =>
    filled[field] !== '' && lines[field] === filled[field]
      ? t('household.address.fromZip')
      : undefined;
  const text = (field: 'street' | 'unit' | 'city' | 'zipCode', autoComplete: string) => (
    <TextField
      id={`${prefix}.${field}`}
      label={t(`household.address.${field}`)}
      value={lines[field]}
      onChange={(event) => onChange({ ...lines, [field]: event.target.value })}
      error={message(`${prefix}.${field}`)}
      autoComplete={`${section} ${autoComplete}`}
      {...(field === 'zipCode' ? { inputMode: 'numeric' as const } : {})}
      {...(field === 'city' ? { hint: fromZip('city') } : {})}
      {...(field === 'street' ? { hint: streetHint } : {})}
    />
  );
  const counties = county && place && place.counties.length > 1 ? place.counties : [];
  return (
    <div className="grid gap-4" id={id}>
      {text('street', 'address-line1')}
      {text('unit', 'address-line2')}
      {text('zipCode', 'postal-code')}
      {text('city', 'address-level2')}
      <StateSelect
        id={`${prefix}.state`}
        value={lines.state}
        onValue={(state) => onChange({ ...lines, state })}
        error={message(`${prefix}.state`)}
        autoComplete={`${section} address-level1`}
      />
      {counties.length > 0 ? (
        <RadioCards
          id={`${prefix}-county`}
          name="choice"
          legend={t('household.address.countyChoice')}
          options={counties.map((name) => ({ value: name, label: name }))}
          value={counties.includes(lines.county ?? '') ? (lines.county ?? null) : null}
          onChange={(name) => onChange({ ...lines, county: name })}
          testId="address-county-choice"
        />
      ) : null}
      {county ? (
        <TextField
          id={`${prefix}.county`}
          label={t('household.address.county')}
          hint={fromZip('county')}
          value={lines.county ?? ''}
          onChange={(event) => onChange({ ...lines, county: event.target.value })}
          error={message(`${prefix}.county`)}
          autoComplete="off"
        />
      ) : null}
    </div>
  );
}
