import { describe, expect, it } from 'vitest';
import { digitLevelPhoneValidationEnabled, mobileNumberSchema } from '../../contract/phone.ts';

// The API client's bundle uses the schema without the metadata (contract/phone.ts explains why).
describe('mobileNumberSchema before the digit-level check is enabled', () => {
  it('checks the E.164 shape only', () => {
    expect(digitLevelPhoneValidationEnabled()).toBe(false);
    expect(mobileNumberSchema.safeParse('+966101234567').success).toBe(true);
    for (const bad of ['0501234567', '+966 50 123 4567', '+0123', '']) expect(mobileNumberSchema.safeParse(bad).success, bad).toBe(false);
  });
});
