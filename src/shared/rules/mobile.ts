// Mobile number rules shared by the booking form and the verification API, so both refuse
// the same numbers with the same words.

/** The input field accepts up to this many digits (the spec: 3 to 14 digits). */
export const MOBILE_MAX_DIGITS = 14;
/** A number is valid only with more digits than this. */
const MOBILE_MIN_VALID_DIGITS_EXCLUSIVE = 4;
/** India's dial code: the default, and the one that selects the default SMS settings. */
export const INDIA_DIAL_CODE = '91';

/** Drops a prefix written before a dash: '0-9876543210' → '9876543210'. */
export function dropDashPrefix(text: string): string {
  const dash = text.lastIndexOf('-');
  return dash === -1 ? text : text.slice(dash + 1);
}

/** What the mobile input field keeps of what was typed or pasted: digits only, 14 at most. */
export function cleanMobileInput(typed: string): string {
  return dropDashPrefix(typed).replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS);
}

/**
 * The number as it follows the country code in international form: a trunk '0' that people
 * in many countries dial at home ('09876543210') never appears after the country code.
 */
export function nationalNumber(mobile: string): string {
  return dropDashPrefix(mobile).replace(/^0+/, '');
}

export type MobileProblem = 'missing_or_short' | 'not_digits' | 'too_long';

/** Why a mobile number is not acceptable, or null when it is. */
export function mobileProblem(mobile: string): MobileProblem | null {
  const digits = dropDashPrefix(mobile.trim());
  if (!/^\d*$/.test(digits)) return 'not_digits';
  if (digits.length > MOBILE_MAX_DIGITS) return 'too_long';
  if (nationalNumber(digits).length <= MOBILE_MIN_VALID_DIGITS_EXCLUSIVE) return 'missing_or_short';
  return null;
}

/**
 * A dial code as digits without '+': '91', '44', '1268'. Country codes have 1 to 3 digits; the
 * Caribbean members of +1 are told apart by their area code, which makes 4 ('1809').
 */
export const DIAL_CODE_PATTERN = /^[1-9]\d{0,3}$/;

export function isValidCountryCode(countryCode: string): boolean {
  return DIAL_CODE_PATTERN.test(countryCode);
}

/** The sender digits an SMS from this number arrives with: country code + national number. */
export function senderDigitsOf(countryCode: string, mobile: string): string {
  return `${countryCode}${nationalNumber(mobile)}`;
}

/** E.164 form, as bookings store it: '+919876543210'. */
export function e164(countryCode: string, mobile: string): string {
  return `+${senderDigitsOf(countryCode, mobile)}`;
}

/**
 * A sender as gateways write it ('+91 98765 43210', '0091…', 919876543210) → digits with
 * the country code and no international prefix.
 */
export function normaliseSender(sender: string | number): string {
  return String(sender).replace(/\D/g, '').replace(/^00/, '');
}

/** Shows only the last digits, for logs and for screens that must not reveal the number. */
export function maskMobile(digits: string, visible = 3): string {
  const plain = digits.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, plain.length - visible))}${plain.slice(-visible)}`;
}
