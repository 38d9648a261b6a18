// Words applicants use that the articles do not: abbreviations ('ABAWD', 'DACA'), regional
// Spanish ('unidad familiar') and ways of asking what a program is ('What does TANF provide?').
// The question is read with them replaced, as if the applicant had used the articles' words, so
// they count as the question's own words in choosing the article and the section (decision 0295).
import { normalize } from './text.js';

const REWRITES: readonly (readonly [pattern: RegExp, replacement: string])[] = [
  [/\babawds?\b/g, 'able bodied adults without dependents time limit'],
  [/\b(daca|dreamers?|tps)\b/g, '$1 immigrants immigration status'],
  [/\b(green card holders?|lawful permanent residents?)\b/g, '$1 immigrants'],
  [
    /\b(not (us |u s )?citizens?|non ?citizens?|undocumented|no son ciudadan[oa]s|no es ciudadan[oa]|no soy ciudadan[oa]|indocumentad[oa]s?)\b/g,
    '$1 immigrants inmigrantes',
  ],
  [/\b(unidad|grupo|nucleo) familiar\b/g, 'hogar'],
  // A state's own name for a program is the program ('CalWORKs' is TANF in California).
  [/\bcalworks\b/g, 'calworks tanf'],
  [/\bcalfresh\b/g, 'calfresh snap'],
  [/\bohio works first\b/g, 'ohio works first tanf'],
  // 'What are the SNAP requirements?' asks who qualifies; 'optar a' is 'calificar para'.
  [/\b(snap|tanf|wic|medicaid|chip) requirements\b/g, '$1 who qualifies requirements'],
  [/\bpuede optar a\b/g, 'puede calificar para'],
  [/\bhousehold unit\b/g, 'household'],
  // 'What does TANF provide / offer?' asks what the program is ('cover' asks about services).
  [/\bwhat does (\w+) (provide|offer|give|do)\b/g, 'what is $1'],
  [/\bque (ofrece|da|hace) (el |la )?(\w+)\b/g, 'que es $3'],
  // 'Will I lose my Medicaid?' asks what keeps or ends coverage: renewals and changes.
  [/\b(lose|losing|lost) (my|our|his|her) (\w+)\b/g, 'keep my $3 lose renewal'],
  [/\b(perdere|perder|pierdo|perdi) (mi|mis|su|el|la) (\w+)\b/g, 'perder $3 renovacion'],
  // 'How much can I get?' asks the amount, not how much money one may keep.
  [
    /\bhow much (money |food stamps |snap )?(can|will|would|could) (i|we|you) (get|receive)\b/g,
    'how much will i get',
  ],
  [
    /\bcuanto (dinero )?(puedo|puedes|puede|podria|voy a|podemos|vamos a) recibir\b/g,
    'cuanto voy a recibir',
  ],
];

/** The question in the articles' words (normalized: lower case, no accents). */
export function rewriteQuery(message: string): string {
  return REWRITES.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    normalize(message),
  );
}
