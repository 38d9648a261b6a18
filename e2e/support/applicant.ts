import { randomBytes } from 'node:crypto';

/**
 * An email address no other test uses, in this run or an earlier one on the same database:
 * the journeys run on parallel workers against one server and read their mail from one
 * outbox, so each test registers its own applicant and finds its mail by this address.
 */
export function uniqueEmail(label: string): string {
  // Six random letters and digits (36^6, about 2 billion): as long as a person's own address,
  // so the journeys' keystroke counts are a person's, not a test's.
  const tag = [...randomBytes(6)].map((byte) => (byte % 36).toString(36)).join('');
  return `${label.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}.${tag}@example.org`;
}

/** An applicant of the step tests: `tag` names the test in the address. */
export function persona(
  tag: string,
  firstName: string,
  lastName: string,
  contact: { phone?: string; zipCode?: string } = {},
) {
  return {
    firstName,
    lastName,
    email: uniqueEmail(`${firstName}.${tag}`),
    phone: contact.phone ?? '5554445555',
    zipCode: contact.zipCode ?? '60614',
  };
}
