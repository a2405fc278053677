import { describe, expect, test } from 'vitest';
import { policyholderSchema } from '../../contract/purchase.ts';

const holder = { firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female', mobileNumber: '+966501234567', emailAddress: 'sara@example.com' };

describe('policyholder national ID', () => {
  test('Arabic-Indic digits and pasted spaces or hyphens become the 10 ASCII digits the server stores', () => {
    expect(policyholderSchema.parse({ ...holder, nationalId: '١٠٢٣٤٥٦٧٨٩' }).nationalId).toBe('1023456789');
    expect(policyholderSchema.parse({ ...holder, nationalId: ' 1023 456-789 ' }).nationalId).toBe('1023456789');
    expect(policyholderSchema.parse({ ...holder, nationalId: '۱۰۲۳۴۵۶۷۸۹' }).nationalId).toBe('1023456789');
  });
  test('anything but 10 digits is refused', () => {
    for (const nationalId of ['', '123456789', '12345678901', '12345abcde', '١٢٣']) {
      expect(policyholderSchema.safeParse({ ...holder, nationalId }).success, nationalId).toBe(false);
    }
  });
});
