import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ContactMessageRequest, ReferenceResponse, SupportRequest } from '../../contract/content.ts';
import type { Messenger } from '../accounts/messaging.ts';
import type { Limit, RateLimiter } from '../accounts/rate-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { contactMessages, supportRequests } from '../db/tables/content.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';

/** Where contact messages and support requests are forwarded (SUPPORT_INBOX). */
export const supportInbox = () => process.env.SUPPORT_INBOX ?? 'support@amanah.example';

/** Per client address, counted in the database like every other limit. */
export const VISITOR_MESSAGE_LIMITS = {
  contactPerIp: { max: 5, windowMs: 60 * 60_000 },
  supportPerIp: { max: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

// No 0/O or 1/I/L: a reference is read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference a visitor can quote: a prefix and 8 characters (31^8, about 8.5e11 values). */
export function newReference(prefix: 'CM' | 'SR'): string {
  const bytes = randomBytes(8);
  return `${prefix}-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface VisitorMessageDeps {
  db: AppDatabase;
  limiter: RateLimiter;
  messenger: Messenger;
  now: () => Date;
}

const acknowledgement = {
  en: (reference: string) => ({
    subject: `We received your message (${reference})`,
    body: `Thank you for writing to Amanah Insurance. Your reference is ${reference}. Our support team answers within one working day.`,
  }),
  ar: (reference: string) => ({
    subject: `وصلتنا رسالتك (${reference})`,
    body: `شكرًا لتواصلك مع أمانة للتأمين. رقم المرجع الخاص بك ${reference}، وسيرد عليك فريق الدعم خلال يوم عمل واحد.`,
  }),
};

/** Stores a /contact-us message as typed, forwards it to the support inbox and acknowledges it to the sender. */
export async function receiveContactMessage(
  deps: VisitorMessageDeps,
  input: { message: ContactMessageRequest; language: ApiLanguage; ip: string; sessionId: string | null },
): Promise<ReferenceResponse> {
  await deps.limiter.hit([`contact:ip:${input.ip}`, VISITOR_MESSAGE_LIMITS.contactPerIp]);
  const reference = newReference('CM');
  const { name, email, subject, message } = input.message;
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ reference, name, email, subject, message, language: input.language, sessionId: input.sessionId })
    .returning({ createdAt: contactMessages.createdAt });
  await deps.messenger.send({
    channel: 'email',
    to: supportInbox(),
    subject: `[${reference}] ${subject}`,
    body: `From: ${name} <${email}>\nLanguage: ${input.language}\n\n${message}`,
  });
  const ack = acknowledgement[input.language](reference);
  await deps.messenger.send({ channel: 'email', to: email, subject: ack.subject, body: ack.body });
  return { reference, receivedAt: (row?.createdAt ?? deps.now()).toISOString() };
}

/** Opens a support request; the signed-in user's email answers it, else the email given (required then). */
export async function openSupportRequest(
  deps: VisitorMessageDeps,
  input: { request: SupportRequest; language: ApiLanguage; ip: string; sessionId: string | null; userId: string | null },
): Promise<ReferenceResponse> {
  const user = input.userId ? (await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.userId)))[0] : undefined;
  const email = input.request.email || user?.email || null;
  if (!email) {
    throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { email: 'Give an email address so we can answer you.' });
  }
  await deps.limiter.hit([`support:ip:${input.ip}`, VISITOR_MESSAGE_LIMITS.supportPerIp]);
  const reference = newReference('SR');
  const { subject, message } = input.request;
  const policyNumber = input.request.policyNumber || null;
  const [row] = await deps.db
    .insert(supportRequests)
    .values({ reference, userId: input.userId, sessionId: input.sessionId, subject, message, policyNumber, email, language: input.language })
    .returning({ createdAt: supportRequests.createdAt });
  await deps.messenger.send({
    channel: 'email',
    to: supportInbox(),
    subject: `[${reference}] ${subject}`,
    body: `From: ${email}${policyNumber ? `\nPolicy: ${policyNumber}` : ''}\nLanguage: ${input.language}\n\n${message}`,
  });
  const ack = acknowledgement[input.language](reference);
  await deps.messenger.send({ channel: 'email', to: email, subject: ack.subject, body: ack.body });
  return { reference, receivedAt: (row?.createdAt ?? deps.now()).toISOString() };
}
