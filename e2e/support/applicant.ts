import { randomBytes } from 'node:crypto';

/**
 * An email address no other test uses, in this run or an earlier one on the same database:
 * the journeys run on parallel workers against one server and read their mail from one
 * outbox, so each test registers its own applicant and finds its mail by this address.
 */
export function uniqueEmail(label: string): string {
  const tag = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  return `${label.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}.${tag}@example.org`;
}
