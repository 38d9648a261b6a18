/** Name words without accents, case or punctuation: 'LÓPEZ, María J.' -> ['lopez','maria','j']. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/[\s-]+/)
    .map((word) => word.replace(/'/g, ''))
    .filter((word) => word !== '');
}

/**
 * Whether a printed name is the applicant's: every word of the applicant's first and last
 * names appears among the printed words, in any order ('Lopez, Maria J' is Maria Lopez).
 * Middle names and initials on either side are ignored; case, accents and punctuation too.
 * A printed initial matches a first name starting with it ('M Lopez' is Maria Lopez).
 */
export function namesMatch(printed: string, firstName: string, lastName: string): boolean {
  const words = new Set(nameWords(printed));
  const first = nameWords(firstName);
  const last = nameWords(lastName);
  if (first.length === 0 || last.length === 0) return true;
  const lastMatches = last.every((word) => words.has(word));
  const others = [...words].filter((word) => !last.includes(word));
  const onlyInitials = others.every((word) => word.length === 1);
  const firstMatches = first.every(
    (word) => words.has(word) || (onlyInitials && words.has(word[0]!)),
  );
  return lastMatches && firstMatches;
}

const NOT_A_NAME =
  /\d|statement|license|licence|state of|department|administration|security|number|address|account|employee id|bank|page/i;

/** A cell that looks like a person's name: 2-5 words of letters, no digits or form words. */
export function looksLikeName(text: string | undefined): text is string {
  if (!text) return false;
  const trimmed = text.trim();
  if (NOT_A_NAME.test(trimmed)) return false;
  const words = trimmed.split(/[\s,]+/).filter((word) => word !== '');
  return (
    words.length >= 2 && words.length <= 5 && words.every((word) => /^[\p{L}.'-]+$/u.test(word))
  );
}

/** 'LOPEZ' -> 'Lopez'; keeps mixed case as printed. */
export function tidyName(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim();
}

// Words of US state names with an i or an l, which OCR reads for one another, for a 1 or a
// bar ('liinois', 'Ca1ifornia', 'lndiana').
const STATE_WORDS = [
  'Alabama',
  'Alaska',
  'California',
  'Carolina',
  'Delaware',
  'Florida',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Island',
  'Louisiana',
  'Maryland',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Oklahoma',
  'Ohio',
  'Virginia',
  'Wisconsin',
];
// A run of them counts as one: OCR also merges or splits them ('liinois' for 'Illinois').
const ilKey = (word: string) => word.toLowerCase().replace(/[il1|]+/g, 'l');
const STATE_BY_KEY = new Map(STATE_WORDS.map((word) => [ilKey(word), word]));

/**
 * A state's name inside a payer's name as printed, where OCR read its i, l, 1 or bar for one
 * another ('Teachers Retirement System of liinois'); the case is kept as printed (all capitals
 * stay so). Other words are untouched.
 */
export function repairStateNames(name: string): string {
  return name.replace(/[A-Za-z1|]{4,}/g, (word) => {
    const state = STATE_BY_KEY.get(ilKey(word));
    if (!state || !/[a-z]/i.test(word)) return word;
    const upper = word.replace(/[^A-Z]/g, '').length;
    return upper > 1 && upper * 2 >= word.replace(/[^A-Za-z]/g, '').length
      ? state.toUpperCase()
      : state;
  });
}

/**
 * A company's legal suffix where OCR read an L as an I, a 1 or a bar, or the C as a G ('Tran
 * LIC Inc', 'Acme L1C', 'Ridge 1nc.'): a whole word of three such letters reads LLC, and 'lnc'
 * or '1nc' reads Inc. A suffix is the name's last word or the word before Inc (decision 0955).
 */
export function repairCompanySuffixes(name: string): string {
  const words = name.split(' ');
  return words
    .map((word, index) => {
      const next = words[index + 1]?.replace(/[.,]/g, '').toLowerCase();
      const last = index === words.length - 1 || next === 'inc' || next === 'lnc';
      if (index === 0 || !last) return word;
      const [, core = '', tail = ''] = /^(.*?)([.,]*)$/.exec(word) ?? [];
      if (/^[LI1|][LI1|][CG]$/.test(core) && core !== 'LLC' && /L/.test(core)) return `LLC${tail}`;
      if (/^[l1|]nc$/.test(core)) return `Inc${tail}`;
      return word;
    })
    .join(' ');
}
