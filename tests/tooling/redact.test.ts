import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretKey, redact } from '../../machines/tooling/redact.ts';

describe('redaction for tools', () => {
  it('replaces tokens, secrets, card data and personal fields at any depth', () => {
    const out = redact({
      sessionToken: 'abc',
      apiKey: 'k',
      username: 'sara@example.com',
      userFullName: 'Sara Ahmed',
      language: 'ar',
      nested: { password: 'p', card: { number: '4111' }, mobileNumber: '+966500000000', categoryId: 'motor' },
      list: [{ emailAddress: 'x@y.z', step: 2 }],
      code: '123456',
      activationCode: '654321',
      isMobile: true,
      countryCode: 'SA',
    });
    expect(out).toEqual({
      sessionToken: REDACTED,
      apiKey: REDACTED,
      username: REDACTED,
      userFullName: REDACTED,
      language: 'ar',
      nested: { password: REDACTED, card: REDACTED, mobileNumber: REDACTED, categoryId: 'motor' },
      list: [{ emailAddress: REDACTED, step: 2 }],
      code: REDACTED,
      activationCode: REDACTED,
      isMobile: true,
      countryCode: 'SA',
    });
  });

  it('keeps empty values empty and does not touch the input', () => {
    const input = { sessionToken: '', username: null, backendUser: false };
    expect(redact(input)).toEqual(input);
    const secret = { sessionToken: 't' };
    redact(secret);
    expect(secret.sessionToken).toBe('t');
  });

  it('never lets a value under a secret key through (property, 1,000 runs)', () => {
    const key = fc.oneof(fc.constantFrom('sessionToken', 'password', 'apiKey', 'emailAddress', 'mobile', 'cardNumber', 'otpCode', 'step', 'lang'), fc.string({ maxLength: 8 }));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.dictionary(key, fc.oneof(fc.string({ minLength: 1 }), fc.integer(), tie('tree'), fc.array(tie('tree'), { maxLength: 2 })), { maxKeys: 5 }),
    }));
    fc.assert(
      fc.property(tree, (value) => {
        const check = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          for (const [name, item] of Object.entries(node)) {
            if (isSecretKey(name)) expect(item).toBe(REDACTED);
            else check(item);
          }
        };
        check(redact(value));
      }),
      { numRuns: 1000 },
    );
  });
});
