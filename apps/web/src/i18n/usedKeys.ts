// Which catalog keys the web app's code can ask for (issue 20: a key no code uses fails CI). Keys
// are asked for as literals ('dashboard.emptyTitle') or built in template literals
// (`wizard.steps.${step}.title`): each template becomes a pattern in which every ${...} stands
// for one or more key segments; a template that starts with ${...} is not
// taken as a key (it would match every key).

const LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)*)\1/g;
const TEMPLATE = /`([^`]*\$\{[^`]*)`/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The literal keys and the key patterns found in a source file's text. */
export function keyReferences(source: string): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  for (const match of source.matchAll(LITERAL)) literals.add(match[2] as string);
  const patterns: RegExp[] = [];
  for (const match of source.matchAll(TEMPLATE)) {
    const template = match[1] as string;
    // A key is a path: it starts with a name and has no spaces ("wizard.steps.${step}.title").
    if (!/^[A-Za-z][\w-]*(\.|\$\{)/.test(template)) continue;
    const parts = template.split(/\$\{[^}]*\}/);
    if (parts.some((part) => /\s/.test(part)) || !parts.some((part) => part.includes('.')))
      continue;
    patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('[\\w.-]+')}`));
  }
  return { literals, patterns };
}

/** The keys of `keys` that no literal or pattern reaches (a parent literal reaches its subtree). */
export function unusedKeys(
  keys: readonly string[],
  references: { literals: Set<string>; patterns: RegExp[] },
): string[] {
  return keys.filter((key) => {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    const segments = base.split('.');
    for (let end = segments.length; end >= 1; end -= 1)
      if (references.literals.has(segments.slice(0, end).join('.'))) return false;
    return !references.patterns.some((pattern) => pattern.test(base));
  });
}
