import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

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

// scrypt parameters: N=2^15, r=8, p=1 (32 MiB, ~50-100 ms here): OWASP's minimum is N=2^17 with
// r=8 p=1 *or* equivalent; we store them with each hash so they can be raised later without a migration.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: SCRYPT.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with a 16-byte random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a password nobody knows: verifying against it costs the same as a real check (no timing hint). */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with `stored` null, spends the same time and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await (dummyHash ??= hashPassword(newUrlToken())));
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected) && stored !== null;
}

/** `+966501234567` -> `+966 ••• ••• 567`: enough for the customer to recognise, not to read off. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)} ••• ••• ${mobile.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
