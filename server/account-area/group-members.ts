import { and, asc, eq } from 'drizzle-orm';
import { type GroupMemberInput, accountAreaProblems as P } from '../../contract/account-area.ts';
import type { AppDatabase } from '../db/database.ts';
import { groupMembers } from '../db/tables/account-profile.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiHttpError } from '../http/api-error.ts';

/** At most this many members per customer (the purchase insures at most 9 people at once). */
export const MAX_GROUP_MEMBERS = 30;

const notFound = () => new ApiHttpError(404, 'not_found', 'There is no such member.');
const duplicate = () => new ApiHttpError(409, 'conflict', P.memberTwice, { nationalId: P.memberTwice });

export async function listGroupMembers(db: AppDatabase, userId: string) {
  const rows = await db.select().from(groupMembers).where(eq(groupMembers.userId, userId)).orderBy(asc(groupMembers.createdAt), asc(groupMembers.id));
  return {
    members: rows.map((row) => ({
      memberId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      relation: row.relation,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      nationalId: row.nationalId,
    })),
  };
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'group_members_user_national_id_uq')) throw duplicate();
    throw error;
  }
}

export async function addGroupMember(db: AppDatabase, userId: string, input: GroupMemberInput, now: Date) {
  const { members } = await listGroupMembers(db, userId);
  if (members.length >= MAX_GROUP_MEMBERS) throw new ApiHttpError(409, 'conflict', `A group has at most ${MAX_GROUP_MEMBERS} members.`);
  await guarded(() => db.insert(groupMembers).values({ userId, ...input, createdAt: now, updatedAt: now }));
  return listGroupMembers(db, userId);
}

export async function updateGroupMember(db: AppDatabase, userId: string, memberId: string, input: GroupMemberInput, now: Date) {
  const rows = await guarded(() =>
    db
      .update(groupMembers)
      .set({ ...input, updatedAt: now })
      .where(and(eq(groupMembers.id, memberId), eq(groupMembers.userId, userId)))
      .returning({ id: groupMembers.id }),
  );
  if (rows.length === 0) throw notFound();
  return listGroupMembers(db, userId);
}

export async function deleteGroupMember(db: AppDatabase, userId: string, memberId: string) {
  const rows = await db.delete(groupMembers).where(and(eq(groupMembers.id, memberId), eq(groupMembers.userId, userId))).returning({ id: groupMembers.id });
  if (rows.length === 0) throw notFound();
  return listGroupMembers(db, userId);
}
