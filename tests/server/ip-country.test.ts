import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { ipCountryFromEnv, mountIpCountryRoutes } from '../../server/routes/ip-country-routes.ts';
import { parseIpCountryReply } from '../../src/components/phone-input/ip-country.ts';

function app(country?: string) {
  const router = new Hono<AppEnv>();
  mountIpCountryRoutes(router, country);
  return router;
}

describe('GET /basic/ip-country (stand-in for the IP country lookup)', () => {
  it('answers short text in the format the phone input reads, with the configured country', async () => {
    const response = await app('AE').request('/basic/ip-country');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toBe('1;AE;;United Arab Emirates');
    expect(parseIpCountryReply(text)).toBe('AE');
  });

  it('takes the country from IP_COUNTRY, SA by default, and refuses a malformed one', () => {
    expect(ipCountryFromEnv({})).toBe('SA');
    expect(ipCountryFromEnv({ IP_COUNTRY: ' kw ' })).toBe('KW');
    expect(() => ipCountryFromEnv({ IP_COUNTRY: 'SAU' })).toThrow(/two-letter/);
  });
});

describe('the server validates mobile numbers digit by digit', () => {
  it('createApp turns on the digit-level check of mobileNumberSchema', async () => {
    const { createApp } = await import('../../server/app.ts');
    const { testConfig } = await import('../../server/config.ts');
    const { mobileNumberSchema, digitLevelPhoneValidationEnabled } = await import('../../contract/phone.ts');
    // +966 1… has the E.164 shape but no Saudi number starts with 10.
    createApp({ db: {} as never, config: testConfig() });
    expect(digitLevelPhoneValidationEnabled()).toBe(true);
    expect(mobileNumberSchema.safeParse('+966101234567').success).toBe(false);
    expect(mobileNumberSchema.safeParse('+966501234567').success).toBe(true);
  });
});
