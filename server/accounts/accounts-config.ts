import { ConfigError, demoByDefault, type ConfigVariable, nonEmpty, parseBoolean, refuseInProduction } from '../config.ts';
import { PASSWORD_SCRYPT_N } from './secrets.ts';

/** Settings of the accounts area, read from the environment at start. */
export interface AccountsConfig {
  /** Mount GET /dev/outbox/latest (codes readable by tests and a person at the keyboard). */
  devOutbox: boolean;
  sms: { provider: 'dev' } | { provider: 'http'; url: string; token: string | undefined; sender: string };
  email: { provider: 'dev' } | { provider: 'http'; url: string; token: string | undefined; from: string };
  /** Absolute origin of the app, for links in emails (email verification). */
  appBaseUrl: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  google: GoogleConfig;
  /** scrypt's N for new password hashes: 2^17 everywhere; only tests' config lowers it (fewer CPU seconds). */
  passwordScryptN: number;
}

export interface GoogleConfig {
  /** The development stand-in provider (GET {prefix}/dev/oauth/authorize) instead of a real one. */
  devProvider: boolean;
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Where the provider sends the browser back: the SPA's /auth/google-callback. */
  redirectUri: string;
}

type Env = Record<string, string | undefined>;

export const accountsConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'DEV_OUTBOX',
    default: 'true when NODE_ENV is development or test, else false',
    description: 'Mount GET {prefix}/dev/outbox/latest?to=, which shows the latest SMS/email (and its code) sent to a number or address. Never in production.',
  },
  { name: 'SMS_PROVIDER', default: 'dev', description: '`dev` writes SMS to the outbox table and the server log; `http` posts them to SMS_HTTP_URL.' },
  { name: 'SMS_HTTP_URL', default: '(unset)', description: 'SMS gateway endpoint: receives POST JSON {from, to, text} (required with SMS_PROVIDER=http).' },
  { name: 'SMS_HTTP_TOKEN', default: '(unset)', description: 'Bearer token sent to the SMS gateway.' },
  { name: 'SMS_SENDER', default: 'Amanah', description: 'Sender name or number of SMS.' },
  { name: 'EMAIL_PROVIDER', default: 'dev', description: '`dev` writes emails to the outbox table and the log; `http` posts them to EMAIL_HTTP_URL.' },
  { name: 'EMAIL_HTTP_URL', default: '(unset)', description: 'Email API endpoint: receives POST JSON {from, to, subject, text} (required with EMAIL_PROVIDER=http).' },
  { name: 'EMAIL_HTTP_TOKEN', default: '(unset)', description: 'Bearer token sent to the email API.' },
  { name: 'EMAIL_FROM', default: 'Amanah Insurance <no-reply@amanah.example>', description: 'From address of emails.' },
  { name: 'APP_BASE_URL', default: 'http://localhost:3000', description: 'Absolute origin of the app, used in links sent by email.' },
  {
    name: 'PASSWORD_SCRYPT_N',
    default: String(PASSWORD_SCRYPT_N),
    description:
      'scrypt cost of new password hashes (a power of two). Lower only for tests (the e2e server runs at 1024 to save CPU per sign-in); a production start refuses anything under the default.',
  },
  { name: 'TRUST_PROXY', default: 'false', description: 'true behind a proxy that sets X-Forwarded-For: rate limits per client address then use it.' },
  {
    name: 'GOOGLE_DEV_PROVIDER',
    default: 'true when NODE_ENV is development or test, else false',
    description: 'Use the development stand-in Google provider ({prefix}/dev/oauth/authorize, in-process token exchange).',
  },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'OAuth client id (required for the real provider).' },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'OAuth client secret (real provider).' },
  { name: 'GOOGLE_AUTHORIZE_URL', default: 'https://accounts.google.com/o/oauth2/v2/auth', description: 'Authorisation endpoint.' },
  { name: 'GOOGLE_TOKEN_URL', default: 'https://oauth2.googleapis.com/token', description: 'Token endpoint (code + PKCE verifier exchanged here).' },
  { name: 'GOOGLE_USERINFO_URL', default: 'https://openidconnect.googleapis.com/v1/userinfo', description: 'OpenID userinfo endpoint (sub, email, email_verified, names).' },
  { name: 'GOOGLE_REDIRECT_URI', default: '{APP_BASE_URL}/auth/google-callback', description: 'Redirect URI registered with the provider.' },
];

function httpUrl(name: string, value: string | undefined, fallback?: string): string {
  const raw = nonEmpty(value) ?? fallback;
  if (!raw) throw new ConfigError(`${name} is required.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL, got "${raw}".`);
  return raw.replace(/\/+$/, '');
}

export function loadAccountsConfig(env: Env = process.env): AccountsConfig {
  const production = env.NODE_ENV === 'production';
  const appBaseUrl = httpUrl('APP_BASE_URL', env.APP_BASE_URL, 'http://localhost:3000');
  // In production a provider is a choice, never a default: the dev provider sends codes only to the log.
  if (production && !nonEmpty(env.SMS_PROVIDER)) throw new ConfigError('SMS_PROVIDER must be set in production (http; dev only to send codes to the log on purpose).');
  if (production && !nonEmpty(env.EMAIL_PROVIDER)) throw new ConfigError('EMAIL_PROVIDER must be set in production (http; dev only to send mail to the log on purpose).');
  const smsProvider = nonEmpty(env.SMS_PROVIDER) ?? 'dev';
  const emailProvider = nonEmpty(env.EMAIL_PROVIDER) ?? 'dev';
  const demo = demoByDefault(env);
  if (smsProvider !== 'dev' && smsProvider !== 'http') throw new ConfigError(`SMS_PROVIDER must be dev or http, got "${smsProvider}".`);
  if (emailProvider !== 'dev' && emailProvider !== 'http') throw new ConfigError(`EMAIL_PROVIDER must be dev or http, got "${emailProvider}".`);
  const devProvider = parseBoolean('GOOGLE_DEV_PROVIDER', env.GOOGLE_DEV_PROVIDER, demo);
  refuseInProduction(env, 'GOOGLE_DEV_PROVIDER', devProvider);
  const devOutbox = parseBoolean('DEV_OUTBOX', env.DEV_OUTBOX, demo);
  refuseInProduction(env, 'DEV_OUTBOX', devOutbox);
  return {
    devOutbox,
    sms:
      smsProvider === 'dev'
        ? { provider: 'dev' }
        : { provider: 'http', url: httpUrl('SMS_HTTP_URL', env.SMS_HTTP_URL), token: nonEmpty(env.SMS_HTTP_TOKEN), sender: nonEmpty(env.SMS_SENDER) ?? 'Amanah' },
    email:
      emailProvider === 'dev'
        ? { provider: 'dev' }
        : {
            provider: 'http',
            url: httpUrl('EMAIL_HTTP_URL', env.EMAIL_HTTP_URL),
            token: nonEmpty(env.EMAIL_HTTP_TOKEN),
            from: nonEmpty(env.EMAIL_FROM) ?? 'Amanah Insurance <no-reply@amanah.example>',
          },
    appBaseUrl,
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    google: {
      devProvider,
      clientId: nonEmpty(env.GOOGLE_CLIENT_ID),
      clientSecret: nonEmpty(env.GOOGLE_CLIENT_SECRET),
      authorizeUrl: httpUrl('GOOGLE_AUTHORIZE_URL', env.GOOGLE_AUTHORIZE_URL, 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: httpUrl('GOOGLE_TOKEN_URL', env.GOOGLE_TOKEN_URL, 'https://oauth2.googleapis.com/token'),
      userinfoUrl: httpUrl('GOOGLE_USERINFO_URL', env.GOOGLE_USERINFO_URL, 'https://openidconnect.googleapis.com/v1/userinfo'),
      redirectUri: httpUrl('GOOGLE_REDIRECT_URI', env.GOOGLE_REDIRECT_URI, `${appBaseUrl}/auth/google-callback`),
    },
    passwordScryptN: parseScryptN(env.PASSWORD_SCRYPT_N, production),
  };
}

function parseScryptN(value: string | undefined, production: boolean): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return PASSWORD_SCRYPT_N;
  const n = Number(raw);
  // 2^10..2^20: below is no protection at all, above costs over 1 GiB of memory per hash.
  if (!Number.isInteger(n) || n < 2 ** 10 || n > 2 ** 20 || (n & (n - 1)) !== 0) {
    throw new ConfigError(`PASSWORD_SCRYPT_N must be a power of two from 1024 to 1048576, got "${raw}".`);
  }
  if (production && n < PASSWORD_SCRYPT_N) throw new ConfigError(`PASSWORD_SCRYPT_N must be at least ${PASSWORD_SCRYPT_N} in production, got "${raw}".`);
  return n;
}

/**
 * Development defaults for tests: dev providers and the dev outbox on, whatever NODE_ENV says, and
 * password hashes at N=2^10, the lowest cost a start accepts (hundreds of sign-ups and sign-ins at 2^17
 * would cost minutes of CPU, at 2^14 still about 60 ms each against 3 ms; what a hash is made of, the
 * cost of 2^17 and the rehash of a cheaper hash on sign-in are accounts-password-hashing.test.ts's).
 */
export const TEST_PASSWORD_SCRYPT_N = 2 ** 10;

export function testAccountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  const defaults = loadAccountsConfig({ NODE_ENV: 'test' });
  return { ...defaults, devOutbox: true, google: { ...defaults.google, devProvider: true }, passwordScryptN: TEST_PASSWORD_SCRYPT_N, ...overrides };
}
