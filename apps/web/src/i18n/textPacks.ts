// The finder of every language's texts past the first screen (decision 0901): each file its own
// chunk. Loaded itself only when a page past the landing page needs texts in another language.
type Texts = { default: object };

const partFiles = import.meta.glob<Texts>(['./locales/*/*.json', '!./locales/en/*.json']);
const domainTextFiles = import.meta.glob<Texts>('./domainTexts/*.ts');

async function loadPart(language: string, part: string): Promise<object> {
  const load = partFiles[`./locales/${language}/${part}.json`];
  if (!load) throw new Error(`No ${part} texts for ${language}`);
  return (await load()).default;
}

const wizardParts = ['verification', 'expenses', 'homeCosts', 'review', 'household'] as const;

/** A language's texts of a pack, shaped as the English catalog holds them. */
export async function loadTextPack(
  pack: 'pages' | 'wizard' | 'screener',
  language: string,
): Promise<object> {
  if (pack === 'screener') return { screener: await loadPart(language, 'screener') };
  if (pack === 'wizard') {
    const parts = await Promise.all(wizardParts.map((part) => loadPart(language, part)));
    return Object.fromEntries(wizardParts.map((part, i) => [part, parts[i]]));
  }
  const domainTexts = domainTextFiles[`./domainTexts/${language}.ts`];
  const [pages, chat, domain] = await Promise.all([
    loadPart(language, 'pages'),
    loadPart(language, 'chat'),
    domainTexts ? domainTexts().then((texts) => texts.default) : {},
  ]);
  return { ...pages, chat, ...domain };
}
