/**
 * What never leaves the customer's browser for a tool (the inspector, a support capsule): tokens,
 * secrets, card data and personal fields, matched by key name at any depth.
 */
export const REDACTED = '[redacted]';

/** Anywhere in the key: credentials, card data and personal details. */
const secretAnywhere =
  /token|password|passcode|secret|apikey|api_key|sessionid|session_id|csrf|otp|card|cvv|cvc|iban|username|fullname|firstname|middlename|lastname|email|phone|birth|address|street|nationalid|passport|reasontext/i;
/** Whole keys only: `code` and one-time codes, a mobile number (not the `isMobile` screen flag), a name, a PAN. */
const secretWhole = /^(code|pin|pan|dob|name|mobile|mobile_?number|(activation|verification|reset|sms|security|one_?time)_?code)$/i;

export function isSecretKey(key: string): boolean {
  return secretAnywhere.test(key) || secretWhole.test(key);
}

/** A deep copy with secret fields replaced (empty values are kept empty: they reveal nothing). */
export function redact<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const empty = item === null || item === undefined || item === '' || item === false;
    out[key] = isSecretKey(key) && !empty ? REDACTED : redact(item, depth + 1);
  }
  return out as T;
}
