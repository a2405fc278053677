/**
 * What never leaves the customer's browser for a tool (the inspector, a support capsule): tokens,
 * secrets, card data and personal fields, matched by key name at any depth; and, whatever the key, an
 * IBAN written in any text and a file's contents carried as a data: URL (a claim's documents).
 */
export const REDACTED = '[redacted]';

/** Anywhere in the key: credentials, card data and personal details. */
const secretAnywhere =
  /token|password|passcode|secret|apikey|api_key|sessionid|session_id|csrf|otp|card|cvv|cvc|iban|holdername|username|fullname|firstname|middlename|lastname|email|phone|birth|address|street|nationalid|passport|reasontext/i;
/** Whole keys only: `code` and one-time codes, a mobile number (not the `isMobile` screen flag), a name, a PAN,
 * and a sign-in's identifier (an email or a mobile). */
const secretWhole = /^(code|pin|pan|dob|name|identifier|mobile|mobile_?number|(activation|verification|reset|sms|security|one_?time)_?code)$/i;

export function isSecretKey(key: string): boolean {
  return secretAnywhere.test(key) || secretWhole.test(key);
}

/**
 * An IBAN in text: two letters, two check digits, then 11-30 letters and digits, written in one piece
 * or printed in groups of up to four. Masked IBANs (`SA** **** … 7519`) do not match: they reveal
 * nothing. Ids (UUIDs: hyphens, lower case hex) do not either. A short word right after a grouped
 * IBAN may go with it: better one word too many than one digit too few.
 */
const IBAN_IN_TEXT = /\b[A-Za-z]{2}\d{2}(?:[A-Za-z0-9]{11,30}\b|(?: [A-Za-z0-9]{1,4}\b){3,8})/g;
/** Digits enough to be an account: a policy or claim number in text is letters, hyphens and fewer bare digits. */
const looksLikeIban = (candidate: string) => (candidate.match(/\d/g)?.length ?? 0) >= 10;
/** A file's bytes inline (a thumbnail, a picked document). */
const DATA_URL = /^data:/i;

function redactText(text: string): string {
  if (DATA_URL.test(text)) return REDACTED;
  return text.replace(IBAN_IN_TEXT, (candidate) => (looksLikeIban(candidate) ? REDACTED : candidate));
}

/** Deeper than any state a tool shows; what lies below is withheld whole rather than passed unread. */
const MAX_DEPTH = 12;

/** A deep copy with secret fields replaced (empty values are kept empty: they reveal nothing). */
export function redact<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return REDACTED as T;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const empty = item === null || item === undefined || item === '' || item === false;
    out[key] = isSecretKey(key) && !empty ? REDACTED : redact(item, depth + 1);
  }
  return out as T;
}
