import { ConfigError, type ConfigVariable, demoByDefault, nonEmpty, parseBoolean, refuseInProduction } from '../config.ts';

/** Settings of the purchase area, read from the environment at start. */
export interface PurchaseConfig {
  gateway: { kind: 'simulated'; timeoutMs: number } | { kind: 'http'; url: string; apiKey: string; timeoutMs: number };
  /** Mount POST /dev/wallet/credit (same switch as the development outbox). */
  devWalletCredit: boolean;
}

export const purchaseConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'PAYMENT_GATEWAY',
    default: 'simulated (required in production)',
    description:
      '`simulated`: the built-in card simulator (test cards in the README); `http`: a card gateway reached over HTTP at PAYMENT_GATEWAY_URL.',
  },
  {
    name: 'ALLOW_SIMULATED_GATEWAY',
    default: '(unset)',
    description: '`staging`: lets a production start (NODE_ENV=production) use PAYMENT_GATEWAY=simulated, for a staging deployment; refused otherwise.',
  },
  {
    name: 'PAYMENT_GATEWAY_URL',
    default: '(unset)',
    description: 'Base URL of the HTTP card gateway (POST /charges, POST /charges/{id}/challenge); required with PAYMENT_GATEWAY=http.',
  },
  { name: 'PAYMENT_GATEWAY_API_KEY', default: '(unset)', description: 'Bearer key sent to the HTTP card gateway; required with PAYMENT_GATEWAY=http.' },
  { name: 'PAYMENT_GATEWAY_TIMEOUT_MS', default: '15000', description: 'Time allowed for one gateway call (simulated or http); a call without an answer in time leaves the payment pending until a look-up settles it.' },
];

type Env = Record<string, string | undefined>;

export function loadPurchaseConfig(env: Env = process.env): PurchaseConfig {
  const production = env.NODE_ENV === 'production';
  const kind = nonEmpty(env.PAYMENT_GATEWAY) ?? (production ? undefined : 'simulated');
  if (kind === undefined) throw new ConfigError('PAYMENT_GATEWAY must be set in production (simulated or http).');
  const devWalletCredit = parseBoolean('DEV_OUTBOX', env.DEV_OUTBOX, demoByDefault(env));
  const timeoutMs = Number(nonEmpty(env.PAYMENT_GATEWAY_TIMEOUT_MS) ?? '15000');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) throw new ConfigError('PAYMENT_GATEWAY_TIMEOUT_MS must be an integer of at least 100.');
  // DEV_OUTBOX also credits test money to wallets (POST /dev/wallet/credit).
  refuseInProduction(env, 'DEV_OUTBOX', devWalletCredit);
  if (kind === 'simulated') {
    // Approves any well-formed card: a staging deployment may run it, by saying so.
    if (production && env.ALLOW_SIMULATED_GATEWAY?.trim() !== 'staging') {
      throw new ConfigError('PAYMENT_GATEWAY=simulated accepts any card: in production set ALLOW_SIMULATED_GATEWAY=staging (a staging deployment) or use PAYMENT_GATEWAY=http.');
    }
    return { gateway: { kind, timeoutMs }, devWalletCredit };
  }
  if (kind !== 'http') throw new ConfigError(`PAYMENT_GATEWAY must be simulated or http, got "${kind}".`);
  const url = nonEmpty(env.PAYMENT_GATEWAY_URL);
  const apiKey = nonEmpty(env.PAYMENT_GATEWAY_API_KEY);
  if (!url || !/^https?:\/\//.test(url)) throw new ConfigError('PAYMENT_GATEWAY_URL must be an http(s) URL with PAYMENT_GATEWAY=http.');
  if (!apiKey) throw new ConfigError('PAYMENT_GATEWAY_API_KEY is required with PAYMENT_GATEWAY=http.');
  return { gateway: { kind, url: url.replace(/\/+$/, ''), apiKey, timeoutMs }, devWalletCredit };
}
