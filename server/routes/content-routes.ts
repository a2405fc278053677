import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import { clientIp } from '../accounts/context.ts';
import { createMessenger, type MessageProvider } from '../accounts/messaging.ts';
import { createRateLimiter } from '../accounts/rate-limit.ts';
import { contactOptions } from '../content/contact-options.ts';
import { readBlogPage, readBlogPost, readFaq, readPage, readPartners, readTeam } from '../content/content-store.ts';
import { openSupportRequest, receiveContactMessage } from '../content/visitor-messages.ts';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Logger } from '../observability/log.ts';

export interface ContentRoutesOptions {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  accounts: AccountsConfig;
  providers?: Partial<Record<'sms' | 'email', MessageProvider>> | undefined;
}

/** Site content (public, cacheable for a few minutes, per language) and the contact and support forms. */
export function mountContentRoutes(router: Hono<AppEnv>, options: ContentRoutesOptions): void {
  const { db, now, accounts } = options;
  const deps = {
    db,
    now,
    limiter: createRateLimiter(db, now),
    messenger: createMessenger({ db, logger: options.logger, config: accounts, now, providers: options.providers }),
  };
  const languageOf = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Language');
    return requestLanguage(c.req.header(LANGUAGE_HEADER));
  };

  mountEndpoint(router, endpoints.contentPage, (c, { params }) => readPage(db, params.slug, languageOf(c)));
  mountEndpoint(router, endpoints.contentTeam, (c) => readTeam(db, languageOf(c)));
  mountEndpoint(router, endpoints.contentPartners, (c) => readPartners(db, languageOf(c)));
  mountEndpoint(router, endpoints.blogPosts, (c, { query }) => readBlogPage(db, languageOf(c), query.page ?? 1));
  mountEndpoint(router, endpoints.blogPost, (c, { params }) => readBlogPost(db, params.slug, languageOf(c)));
  mountEndpoint(router, endpoints.faq, (c) => readFaq(db, languageOf(c)));
  mountEndpoint(router, endpoints.contactOptions, (c) => contactOptions(languageOf(c)));

  /** Who sent a visitor's form (its language, address and session: the reply and the rate limits); never cached. */
  const senderOf = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const session = c.get('session');
    return {
      language: requestLanguage(c.req.header(LANGUAGE_HEADER)),
      ip: clientIp(c, accounts),
      sessionId: session?.id ?? null,
      userId: session?.userId ?? null,
    };
  };
  mountEndpoint(router, endpoints.sendContactMessage, (c, { body }) => receiveContactMessage(deps, { message: body, ...senderOf(c) }));
  mountEndpoint(router, endpoints.sendSupportRequest, (c, { body }) => openSupportRequest(deps, { request: body, ...senderOf(c) }));
}
