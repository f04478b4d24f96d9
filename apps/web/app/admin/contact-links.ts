// Links are made only from values that cannot carry a scheme of their own: digits for tel: and
// sms:, one plain address for mailto: (the contract's pattern, its parts encoded). Everything else
// a customer wrote stays plain text.
import { emailPattern } from "@brightwater/contracts/limits";

export interface PhoneLink {
  /** tel:+13365550199 */
  tel: string;
  /** The number as people read it: (336) 555-0199 for a North American number. */
  text: string;
  /** The number for an sms: link, without the scheme. */
  number: string;
}

/** A number the office can call in one tap, or null when what was typed holds no number. */
export function phoneLink(raw: string): PhoneLink | null {
  const digits = raw.replace(/\D/g, "");
  const international = raw.trim().startsWith("+");
  const withCountry = digits.length === 11 && digits.startsWith("1");
  // A North American number: ten digits, or eleven starting with the country code 1.
  if (withCountry || (!international && digits.length === 10)) {
    const national = withCountry ? digits.slice(1) : digits;
    const number = `+1${national}`;
    return {
      tel: `tel:${number}`,
      text: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
      number,
    };
  }
  if (digits.length < 7) return null;
  const number = international ? `+${digits}` : digits;
  return { tel: `tel:${number}`, text: raw.trim(), number };
}

/** mailto: for one plain address, or null: no list, no headers of its own, its local part encoded. */
export function mailtoLink(address: string, message?: { subject: string; body: string }): string | null {
  if (!emailPattern.test(address)) return null;
  const at = address.lastIndexOf("@");
  const to = `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
  if (!message) return to;
  return `${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}

/** A text message to the number with the body filled in (the form both iOS and Android read). */
export function smsLink(phone: PhoneLink, body: string): string {
  return `sms:${phone.number}?&body=${encodeURIComponent(body)}`;
}
