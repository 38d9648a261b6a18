import { useQuery } from '@tanstack/react-query';

/** GET /api/help-contacts: the phone and email an agency sets (HELP_PHONE, HELP_EMAIL). */
export interface HelpContacts {
  phone: string;
  email: string;
  hours: string;
  responseTime: string;
}

export const helpContactsKey = ['/api/help-contacts'] as const;

export function useHelpContacts() {
  return useQuery<HelpContacts>({ queryKey: helpContactsKey });
}

/** A tel: address from a phone as written ('1-800-555-0100' -> 'tel:+18005550100'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
