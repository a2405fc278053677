import { describe, expect, it } from 'vitest';
import { personNameSchema } from '../../../contract/account-area.ts';
import { registrationRequestSchema } from '../../../contract/accounts.ts';
import * as z from 'zod/mini';
import { textProblemKey, translatedResolver } from '@/components/forms/translated-resolver.ts';
import { problemResolver, problemText } from '@/features/account/field-problems.ts';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';

type Catalogue = Record<string, string>;
const translator = (catalogue: Catalogue) => ((key: string) => catalogue[key] ?? key) as Parameters<typeof translatedResolver>[1];
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const details = {
  firstName: 'Ali',
  lastName: 'Hassan',
  dateOfBirth: '1990-01-02',
  gender: 'male',
  mobile: '+966501234567',
  emailAddress: 'ali@example.com',
  password: 'Secret-pass-2026',
  insuranceCountry: 'SA',
  acceptTerms: true,
};

describe('a refused character is named on its field, in the reader\'s language', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('sign-up (%s): zero-width and direction characters, control characters, else the field\'s own message', async (_language, catalogue) => {
    const t = translator(catalogue);
    const resolve = translatedResolver(registrationRequestSchema, t, { firstName: 'signUp.error.firstName', lastName: 'signUp.error.lastName' });
    const result = await resolve({ ...details, firstName: 'A\u200Bli', lastName: 'Has\u0000san' } as never, undefined, options);
    expect(result.errors.firstName?.message).toBe(catalogue['validation.invisibleCharacters']);
    expect(result.errors.lastName?.message).toBe(catalogue['validation.controlCharacters']);
    const empty = await resolve({ ...details, firstName: '' } as never, undefined, options);
    expect(empty.errors.firstName?.message).toBe(catalogue['signUp.error.firstName']);
  });

  it('My Account and the purchase forms read the same contract messages', () => {
    const t = translator(ar) as never;
    const refusal = (value: string) => personNameSchema.safeParse(value).error?.issues[0]?.message;
    expect(problemText(t, refusal('\u202Eمنى'))).toBe(ar['validation.invisibleCharacters']);
    expect(problemText(t, refusal('م\u0007نى'))).toBe(ar['validation.controlCharacters']);
    expect(textProblemKey(z.string().check(z.minLength(1, 'Enter a name.')).safeParse('').error?.issues[0]?.message)).toBeUndefined();
    expect(ar['validation.invisibleCharacters']).not.toBe(en['validation.invisibleCharacters']);
  });

  it("My Account's forms resolve with each field's message translated, and a valid form with no errors", async () => {
    const resolve = problemResolver(z.object({ firstName: personNameSchema }), translator(ar) as never);
    const refused = await resolve({ firstName: '\u202Eمنى' }, undefined, options);
    expect(refused.errors.firstName?.message).toBe(ar['validation.invisibleCharacters']);
    expect((await resolve({ firstName: 'منى' }, undefined, options)).errors).toEqual({});
  });
});
