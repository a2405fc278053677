import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { outbox } from '../db/tables/accounts.ts';
import type { Logger } from '../observability/log.ts';
import type { AccountsConfig } from './accounts-config.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** E.164 mobile number or email address. */
  to: string;
  subject?: string;
  body: string;
  /** The secret in the body (code or link token): masked in what production providers store. */
  code?: string;
  /** Files sent with an email (a policy's PDF documents). */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends one channel's messages. The development provider sends nothing: the outbox and the log are the delivery. */
export interface MessageProvider {
  readonly name: string;
  /** Whether the outbox keeps the code readable (development only: GET /dev/outbox/latest reads it). */
  readonly keepsCodes: boolean;
  deliver(message: OutgoingMessage): Promise<void>;
}

export function devProvider(channel: 'sms' | 'email', logger: Logger): MessageProvider {
  return {
    name: `dev-${channel}`,
    keepsCodes: true,
    async deliver(message) {
      // By design the one place a code reaches the log: the development outbox line.
      const files = message.attachments?.length ? ` | attached: ${message.attachments.map((file) => `${file.filename} (${file.content.byteLength} B)`).join(', ')}` : '';
      logger.info(`[dev outbox] ${message.channel} to ${message.to}: ${message.subject ? `${message.subject} | ` : ''}${message.body}${files}`);
    },
  };
}

/** An HTTP SMS gateway: POST JSON {from, to, text} with a bearer token. */
export function httpSmsProvider(options: { url: string; token: string | undefined; sender: string }, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'http-sms',
    keepsCodes: false,
    async deliver(message) {
      await postJson(fetchImpl, options.url, options.token, { from: options.sender, to: message.to, text: message.body });
    },
  };
}

/**
 * An HTTP email API (Mailgun/Postmark/SES-style JSON relay): POST {from, to, subject, text}, and with
 * files `attachments: [{filename, contentType, content}]`, the content base64-encoded.
 */
export function httpEmailProvider(options: { url: string; token: string | undefined; from: string }, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'http-email',
    keepsCodes: false,
    async deliver(message) {
      const attachments = message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content.toString('base64') }));
      await postJson(fetchImpl, options.url, options.token, { from: options.from, to: message.to, subject: message.subject ?? '', text: message.body, ...(attachments?.length ? { attachments } : {}) });
    },
  };
}

async function postJson(fetchImpl: typeof fetch, url: string, token: string | undefined, payload: unknown): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  latest(to: string): Promise<typeof outbox.$inferSelect | undefined>;
}

/**
 * Every message goes to the outbox table (the record) and to its channel's provider. A provider failure
 * is logged (without the message) and recorded; the customer can ask for another code.
 */
export function createMessenger(options: {
  db: AppDatabase;
  logger: Logger;
  config: AccountsConfig;
  now: () => Date;
  providers?: Partial<Record<'sms' | 'email', MessageProvider>>;
}): Messenger {
  const { db, logger, config, now } = options;
  const providers: Record<'sms' | 'email', MessageProvider> = {
    sms: options.providers?.sms ?? (config.sms.provider === 'http' ? httpSmsProvider(config.sms) : devProvider('sms', logger)),
    email: options.providers?.email ?? (config.email.provider === 'http' ? httpEmailProvider(config.email) : devProvider('email', logger)),
  };
  return {
    async send(message) {
      const provider = providers[message.channel];
      let error: string | null = null;
      try {
        await provider.deliver(message);
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
        logger.warn(`${provider.name}: sending a ${message.channel} failed (${error})`);
      }
      const stored = provider.keepsCodes || !message.code ? message.body : message.body.replaceAll(message.code, '••••••');
      await db.insert(outbox).values({
        channel: message.channel,
        recipient: message.to,
        body: message.subject ? `${message.subject}\n\n${stored}` : stored,
        code: provider.keepsCodes ? (message.code ?? null) : null,
        provider: provider.name,
        attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, bytes: file.content.byteLength })) ?? null,
        // created_at is the database's own clock (microseconds), so "latest" is well defined.
        sentAt: error ? null : now(),
        error,
      });
    },
    async latest(to) {
      const [row] = await db.select().from(outbox).where(and(eq(outbox.recipient, to))).orderBy(desc(outbox.createdAt)).limit(1);
      return row;
    },
  };
}
