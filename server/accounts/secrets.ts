import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { scryptOffThread } from './scrypt-thread.ts';

/** A random 6-digit code (uniform, leading zeros kept). */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 32 random bytes (256 bits) as base64url: link tokens, OAuth state, PKCE verifier. */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of `scope:value`: what is stored for codes, link tokens, OAuth states, rate-limit buckets. */
export function sha256(value: string, scope = ''): string {
  return createHash('sha256').update(scope ? `${scope}:${value}` : value).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * scrypt with OWASP's cost, N=2^17, r=8, p=1 (128 MiB per hash). The parameters are stored with each
 * hash (`scrypt$N$r$p$salt$hash`), so a hash made with a lower N still verifies and is replaced by one at
 * the current cost when its owner next signs in with it.
 */
export const PASSWORD_SCRYPT_N = 2 ** 17;
const SCRYPT = { r: 8, p: 1, keyLength: 32 };
// A stored hash names its own N; one beyond this is not ours (and would ask for gigabytes).
const MAX_STORED_N = 2 ** 20;

/** `scrypt$N$r$p$salt$hash` with a 16-byte random salt per password; `N` is lowered only by tests' config. */
export async function hashPassword(password: string, N: number = PASSWORD_SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptOffThread({ password, salt, N, r: SCRYPT.r, p: SCRYPT.p, keyLength: SCRYPT.keyLength });
  return ['scrypt', N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Hashes of a password nobody knows, per cost: verifying against one costs what a real check costs. */
const dummyHashes = new Map<number, Promise<string>>();

function parseHash(hash: string) {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !key || !Number.isInteger(N) || N < 2 || N > MAX_STORED_N || !(R >= 1 && R <= 32) || !(P >= 1 && P <= 16)) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * True when `password` matches `stored`; with `stored` null, spends the time of a check at cost `N` and
 * answers false (no timing hint that the account does not exist).
 */
export async function verifyPassword(password: string, stored: string | null, N: number = PASSWORD_SCRYPT_N): Promise<boolean> {
  let dummy = dummyHashes.get(N);
  if (!dummy) dummyHashes.set(N, (dummy = hashPassword(newUrlToken(), N)));
  const parsed = parseHash(stored ?? (await dummy));
  if (!parsed || parsed.key.length === 0) return false;
  const actual = await scryptOffThread({ password, salt: parsed.salt, N: parsed.N, r: parsed.r, p: parsed.p, keyLength: parsed.key.length });
  return timingSafeEqual(actual, parsed.key) && stored !== null;
}

/** A stored hash made with a lower cost than `N` (rehashed after a successful sign-in). */
export function needsRehash(stored: string, N: number = PASSWORD_SCRYPT_N): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < N || parsed.r !== SCRYPT.r || parsed.p < SCRYPT.p;
}

/** `+966501234567` -> `+966 ••• ••• 567`: enough for the customer to recognise, not to read off. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)} ••• ••• ${mobile.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
