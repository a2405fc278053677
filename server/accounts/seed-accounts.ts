import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { brokerApplications, users } from '../db/tables/accounts.ts';
import { hashPassword, PASSWORD_SCRYPT_N } from './secrets.ts';

/**
 * Accounts every environment starts with (documented in the README and e2e/support/fixtures.ts). Idempotent:
 * an account that exists (by email) is left as it is, so a changed password survives a restart.
 */
/** The seeded broker's first code, which matched no catalogue broker. */
const LEGACY_BROKER_CODE = 'BRK-1001';

export const seedAccountsList = [
  {
    kind: 'backend',
    email: 'staff@amanah.example',
    password: 'Staff-Pass-2026',
    firstName: 'Huda',
    lastName: 'Staff',
    mobile: '+966501110001',
    insuranceCountry: 'SA',
  },
  {
    kind: 'broker',
    email: 'broker@amanah.example',
    password: 'Broker-Pass-2026',
    firstName: 'Amanah Insurance Brokers',
    lastName: null,
    mobile: '+966501110002',
    insuranceCountry: 'SA',
    // The licence code of a catalogue broker (amanah-brokers), so the back office shows this broker
    // the requests on the policies it sells.
    brokerCode: 'IA-BR-2019-0101',
  },
  {
    kind: 'customer',
    email: 'sara@example.com',
    password: 'Sara-Pass-2026',
    firstName: 'Sara',
    lastName: 'Al-Harbi',
    mobile: '+966501234567',
    insuranceCountry: 'SA',
    dateOfBirth: '1990-05-14',
    gender: 'female',
  },
] as const;

/** `passwordScryptN`: the cost of the seeded hashes (2^17; the tests' database seeds them cheaper). */
export async function seedAccounts(db: AppDatabase, passwordScryptN: number = PASSWORD_SCRYPT_N): Promise<void> {
  for (const account of seedAccountsList) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
    let userId = existing?.id;
    if (!userId) {
      const [row] = await db
        .insert(users)
        .values({
          kind: account.kind,
          email: account.email,
          emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
          mobile: account.mobile,
          mobileVerifiedAt: new Date('2026-01-01T00:00:00Z'),
          passwordHash: await hashPassword(account.password, passwordScryptN),
          firstName: account.firstName,
          lastName: account.lastName,
          insuranceCountry: account.insuranceCountry,
          dateOfBirth: 'dateOfBirth' in account ? account.dateOfBirth : null,
          gender: 'gender' in account ? account.gender : null,
          brokerCode: 'brokerCode' in account ? account.brokerCode : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      userId = row?.id;
    } else if (account.kind === 'broker') {
      // Databases seeded before the broker user held a catalogue licence code follow it.
      await db.update(users).set({ brokerCode: account.brokerCode }).where(and(eq(users.id, userId), eq(users.brokerCode, LEGACY_BROKER_CODE)));
      await db.update(brokerApplications).set({ brokerCode: account.brokerCode, brokerName: account.firstName }).where(eq(brokerApplications.brokerCode, LEGACY_BROKER_CODE));
    }
    if (account.kind === 'broker' && userId) {
      const [application] = await db.select({ id: brokerApplications.id }).from(brokerApplications).where(eq(brokerApplications.brokerCode, account.brokerCode)).limit(1);
      if (!application) {
        await db
          .insert(brokerApplications)
          .values({
            sessionId: '00000000-0000-0000-0000-000000000000',
            brokerName: account.firstName,
            brokerCode: account.brokerCode,
            contactPerson: 'Khalid Al-Qahtani',
            email: account.email,
            mobile: account.mobile,
            insuranceCountry: account.insuranceCountry,
            passwordHash: '(moved to the broker user)',
            status: 'approved',
            userId,
            reviewedAt: new Date('2026-01-01T00:00:00Z'),
          })
          .onConflictDoNothing();
      }
    }
  }
}
