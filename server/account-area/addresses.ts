import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type AddressInput, type AddressList, accountAreaProblems as P } from '../../contract/account-area.ts';
import type { AppDatabase } from '../db/database.ts';
import { geoCountries, geoRegions } from '../db/schema.ts';
import { customerAddresses } from '../db/tables/account-profile.ts';
import { ApiHttpError } from '../http/api-error.ts';

type AddressValues = Omit<AddressInput, 'makeDefault'> & { makeDefault?: boolean | undefined };

const notFound = () => new ApiHttpError(404, 'not_found', 'There is no such address.');

/** The country and region must be the geo list's: a region by its short code, else its English name. */
async function checkPlace(db: AppDatabase, input: AddressValues): Promise<void> {
  const [country] = await db.select({ code: geoCountries.shortCode }).from(geoCountries).where(eq(geoCountries.shortCode, input.countryCode));
  if (!country) throw new ApiHttpError(400, 'validation_failed', P.countryRequired, { countryCode: P.countryRequired });
  const [region] = await db
    .select({ id: geoRegions.id })
    .from(geoRegions)
    .where(and(eq(geoRegions.countryShortCode, input.countryCode), sql`(${geoRegions.shortCode} = ${input.region} or ${geoRegions.nameEn} = ${input.region})`))
    .limit(1);
  if (!region) throw new ApiHttpError(400, 'validation_failed', P.regionRequired, { region: P.regionRequired });
}

export async function listAddresses(db: AppDatabase, userId: string): Promise<AddressList> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), asc(customerAddresses.id));
  return {
    addresses: rows.map((row) => ({
      addressId: row.id,
      countryCode: row.countryCode,
      region: row.region,
      city: row.city,
      street: row.street,
      postalCode: row.postalCode,
      isDefault: row.isDefault,
    })),
  };
}

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Exactly one default while the customer has addresses: this one, or the newest when none is left. */
async function settleDefault(tx: Tx, userId: string, preferred: string | null, now: Date): Promise<void> {
  if (preferred) {
    await tx.update(customerAddresses).set({ isDefault: false, updatedAt: now }).where(and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, preferred), eq(customerAddresses.isDefault, true)));
    await tx.update(customerAddresses).set({ isDefault: true, updatedAt: now }).where(eq(customerAddresses.id, preferred));
    return;
  }
  const [current] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
  if (current) return;
  const [newest] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.userId, userId)).orderBy(desc(customerAddresses.createdAt)).limit(1);
  if (newest) await tx.update(customerAddresses).set({ isDefault: true, updatedAt: now }).where(eq(customerAddresses.id, newest.id));
}

/** Serialises one customer's address changes, so two tabs cannot both leave (or take) the default. */
const lockAddresses = (tx: Tx, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);

const fieldsOf = (input: AddressValues) => ({
  countryCode: input.countryCode,
  region: input.region,
  city: input.city,
  street: input.street,
  postalCode: input.postalCode,
});

export async function addAddress(db: AppDatabase, userId: string, input: AddressValues, now: Date): Promise<AddressList> {
  await checkPlace(db, input);
  await db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [row] = await tx.insert(customerAddresses).values({ userId, ...fieldsOf(input), createdAt: now, updatedAt: now }).returning({ id: customerAddresses.id });
    await settleDefault(tx, userId, input.makeDefault ? row!.id : null, now);
  });
  return listAddresses(db, userId);
}

export async function updateAddress(db: AppDatabase, userId: string, addressId: string, input: AddressValues, now: Date): Promise<AddressList> {
  await checkPlace(db, input);
  await db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...fieldsOf(input), updatedAt: now })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)))
      .returning({ id: customerAddresses.id });
    if (!row) throw notFound();
    if (input.makeDefault) await settleDefault(tx, userId, row.id, now);
  });
  return listAddresses(db, userId);
}

export async function makeDefaultAddress(db: AppDatabase, userId: string, addressId: string, now: Date): Promise<AddressList> {
  await db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [row] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)));
    if (!row) throw notFound();
    await settleDefault(tx, userId, row.id, now);
  });
  return listAddresses(db, userId);
}

export async function deleteAddress(db: AppDatabase, userId: string, addressId: string, now: Date): Promise<AddressList> {
  await db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [row] = await tx.delete(customerAddresses).where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId))).returning({ id: customerAddresses.id });
    if (!row) throw notFound();
    await settleDefault(tx, userId, null, now);
  });
  return listAddresses(db, userId);
}
