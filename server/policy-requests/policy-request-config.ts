import { ConfigError, refuseInProduction } from '../config.ts';

/** Settings of the requests on a policy, read from the environment. */
export interface PolicyRequestConfig {
  /**
   * BACKOFFICE_AUTO_DECIDE_SECONDS: for demos, approve every request automatically once it has waited
   * this many seconds. 0 (the default) turns it off; refused in production.
   */
  autoDecideSeconds: number;
}

export function loadPolicyRequestConfig(env: Record<string, string | undefined> = process.env): PolicyRequestConfig {
  const raw = env.BACKOFFICE_AUTO_DECIDE_SECONDS?.trim() ?? '';
  if (raw === '' || raw === '0') return { autoDecideSeconds: 0 };
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) {
    throw new ConfigError(`BACKOFFICE_AUTO_DECIDE_SECONDS must be a whole number of seconds from 0 to 86400, not "${raw}".`);
  }
  refuseInProduction(env, 'BACKOFFICE_AUTO_DECIDE_SECONDS', true);
  return { autoDecideSeconds: seconds };
}
