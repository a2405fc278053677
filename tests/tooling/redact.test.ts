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
      pendingLogin: { identifier: '+966500000000', password: 'p' },
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
      pendingLogin: { identifier: REDACTED, password: REDACTED },
      activationCode: REDACTED,
      isMobile: true,
      countryCode: 'SA',
    });
  });

  it('redacts an IBAN wherever it is written, the account holder, and a file carried as a data: URL; keeps masked IBANs and ids', () => {
    const out = redact({
      payout: { method: 'iban', iban: 'SA0380000000608010167519', accountHolderName: 'Sara Alharbi' },
      answer: 'Pay to sa03 8000 0000 6080 1016 7519 please, or GB82 WEST 1234 5698 7654 32.',
      claim: { claimId: 'de45f2a1-1b2c-4d5e-8f90-0123456789ab', claimNumber: 'CLM-20260301-CN4QKL', policyNumber: 'POL-2026-8JJT77TK', vin: 'JTDBR32E720123456' },
      shown: { ibanMasked: 'SA** **** **** **** **** 7519', reportNumber: 'NJ-2026-001234' },
      documents: [{ fileName: 'najm.pdf', preview: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' }],
    });
    expect(out).toEqual({
      payout: { method: 'iban', iban: REDACTED, accountHolderName: REDACTED },
      answer: `Pay to ${REDACTED} please, or ${REDACTED}.`,
      claim: { claimId: 'de45f2a1-1b2c-4d5e-8f90-0123456789ab', claimNumber: 'CLM-20260301-CN4QKL', policyNumber: 'POL-2026-8JJT77TK', vin: 'JTDBR32E720123456' },
      shown: { ibanMasked: REDACTED, reportNumber: 'NJ-2026-001234' },
      documents: [{ fileName: 'najm.pdf', preview: REDACTED }],
    });
  });

  it('keeps empty values empty and does not touch the input', () => {
    const input = { sessionToken: '', username: null, backendUser: false };
    expect(redact(input)).toEqual(input);
    const secret = { sessionToken: 't' };
    redact(secret);
    expect(secret.sessionToken).toBe('t');
  });

  it('withholds whatever lies deeper than it reads instead of passing it through unread', () => {
    let deep: unknown = { sessionToken: 'leak' };
    for (let level = 0; level < 20; level += 1) deep = { step: deep };
    expect(JSON.stringify(redact(deep))).not.toContain('leak');
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
