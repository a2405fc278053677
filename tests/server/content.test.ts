import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogListResponseSchema,
  blogPostSchema,
  contactOptionsSchema,
  contentPageSchema,
  contentPageSlugs,
  faqResponseSchema,
  partnersResponseSchema,
  referenceResponseSchema,
  teamResponseSchema,
} from '../../contract/content.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { seedContent } from '../../server/content/content-seed.ts';
import { call, expectError, json, queryRows, shopper, type TestApp } from './purchase-support.ts';
import { createApp } from '../../server/app.ts';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { testConfig } from '../../server/config.ts';
import { memoryLogger, openTestDatabase } from './support/test-database.ts';

let database: OpenDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  // Behind a proxy, as in e2e: each test's address has its own rate limit.
  app = createApp({ db: database.db, config: testConfig(), logger: memoryLogger(), accounts: { ...loadAccountsConfig(), trustProxy: true } });
});
afterAll(async () => {
  await database?.close();
});

const get = (path: string, lang: 'en' | 'ar' = 'en') => call(app, null, 'GET', path, { lang });
const arabic = /[\u0600-\u06FF]/;

/** An anonymous visitor's session (the forms need one, for the CSRF check), from its own address. */
async function visitor(ip: string) {
  const response = await app.request('/rest/s1/insurance/security/token', { headers: { 'X-Forwarded-For': ip } });
  const { sessionToken } = (await response.json()) as { sessionToken: string };
  return (path: string, body: unknown, lang: 'en' | 'ar' = 'en') =>
    call(app, { token: sessionToken, userId: '' }, 'POST', path, { body, lang, headers: { 'X-Forwarded-For': ip } });
}

describe('content API', () => {
  it('serves every page in English and Arabic, with a title, description and (for the legal pages) headed sections', async () => {
    for (const slug of contentPageSlugs) {
      const en = contentPageSchema.parse(await json(await get(`/content/pages/${slug}`), 200));
      const ar = contentPageSchema.parse(await json(await get(`/content/pages/${slug}`, 'ar'), 200));
      expect(en.title.length).toBeGreaterThan(3);
      expect(en.description.length).toBeGreaterThan(30);
      expect(arabic.test(ar.title) && arabic.test(ar.description) && arabic.test(ar.lead)).toBe(true);
      expect(arabic.test(en.lead)).toBe(false);
    }
    for (const slug of ['privacyPolicy', 'termsAndCondition', 'aboutUs'] as const) {
      for (const lang of ['en', 'ar'] as const) {
        const page = contentPageSchema.parse(await json(await get(`/content/pages/${slug}`, lang), 200));
        expect(page.sections.length).toBeGreaterThanOrEqual(4);
        expect(page.sections.every((s) => s.heading && s.paragraphs.length > 0)).toBe(true);
        expect(page.sections.flatMap((s) => s.paragraphs).join(' ').length).toBeGreaterThan(900);
      }
    }
    const answer = await get('/content/pages/aboutUs');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('vary')).toContain('Accept-Language');
    await expectError(await get('/content/pages/nope'), 400, 'validation_failed');
  });

  it('team with initials, partners with logos, FAQ of at least 12 questions in groups, contact options', async () => {
    const team = teamResponseSchema.parse(await json(await get('/content/team'), 200));
    expect(team.members.length).toBeGreaterThanOrEqual(6);
    expect(team.members[0]).toMatchObject({ name: 'Nora Al-Saud', initials: 'NA', role: 'Chief Executive Officer' });
    const teamAr = teamResponseSchema.parse(await json(await get('/content/team', 'ar'), 200));
    expect(teamAr.members[0]).toMatchObject({ name: 'نورة السعود', initials: 'نا', role: 'الرئيسة التنفيذية' });

    const partners = partnersResponseSchema.parse(await json(await get('/content/partners', 'ar'), 200));
    expect(partners.insurers.length).toBeGreaterThanOrEqual(5);
    expect(partners.brokers.length).toBeGreaterThanOrEqual(5);
    expect(partners.insurers.every((i) => i.logoUrl.startsWith('/images/insurers/') && arabic.test(i.name))).toBe(true);

    for (const lang of ['en', 'ar'] as const) {
      const faq = faqResponseSchema.parse(await json(await get('/content/faq', lang), 200));
      expect(faq.groups.length).toBeGreaterThanOrEqual(4);
      expect(faq.groups.flatMap((g) => g.questions).length).toBeGreaterThanOrEqual(12);
    }
    const options = contactOptionsSchema.parse(await json(await get('/content/contact-options'), 200));
    expect(options.phone).toMatch(/^\+\d{8,15}$/);
    expect(options.email).toContain('@');
  });

  it('pages the blog newest first and serves each post in both languages; an unknown post is 404', async () => {
    const first = blogListResponseSchema.parse(await json(await get('/content/blog'), 200));
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 7 });
    expect(first.posts).toHaveLength(4);
    expect(first.posts[0]!.slug).toBe('comprehensive-or-third-party');
    const second = blogListResponseSchema.parse(await json(await get('/content/blog?page=2', 'ar'), 200));
    expect(second.posts).toHaveLength(3);
    expect(arabic.test(second.posts[0]!.title)).toBe(true);
    await expectError(await get('/content/blog?page=0'), 400, 'validation_failed');

    const post = blogPostSchema.parse(await json(await get('/content/blog/travel-insurance-checklist', 'ar'), 200));
    expect(post.blocks.filter((b) => b.kind === 'heading').length).toBeGreaterThanOrEqual(3);
    expect(post.blocks.filter((b) => b.kind === 'paragraph').length).toBeGreaterThanOrEqual(4);
    expect(post.related).toHaveLength(2);
    await expectError(await get('/content/blog/no-such-post'), 404, 'not_found');
  });

  it('the seed runs again without changing anything', async () => {
    const before = await queryRows(database, 'select count(*)::int as n from content_sections');
    await seedContent(database.db);
    expect(await queryRows(database, 'select count(*)::int as n from content_sections')).toEqual(before);
  });
});

describe('contact messages and support requests', () => {
  it('refuses bad input field by field and needs a session', async () => {
    const send = await visitor('203.0.113.10');
    const refused = await expectError(await send('/content/contact-messages', { name: ' ', email: 'not-an-email', subject: 'Hi', message: 'short' }), 400, 'validation_failed');
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const noSession = await call(app, null, 'POST', '/content/contact-messages', { body: { name: 'Ali', email: 'ali@example.com', subject: 'Hello', message: 'A long enough message.' } });
    expect(noSession.status).toBe(403);
  });

  it('stores the message as typed text, emails support and the sender, and answers a reference', async () => {
    const send = await visitor('203.0.113.11');
    const message = '<script>alert(1)</script> & <b>bold</b>\nSecond line';
    const ok = referenceResponseSchema.parse(
      await json(await send('/content/contact-messages', { name: '  Mona <Test>  ', email: 'Mona@Example.com', subject: 'Renewal question', message }, 'ar'), 201),
    );
    expect(ok.reference).toMatch(/^CM-[2-9A-HJKMNP-Z]{8}$/);
    const [row] = await queryRows(database, `select name, email, message, language from contact_messages where reference = '${ok.reference}'`);
    expect(row).toEqual({ name: 'Mona <Test>', email: 'mona@example.com', message, language: 'ar' });
    const mails = await queryRows(database, `select recipient, body from outbox where body like '%${ok.reference}%' order by recipient`);
    expect(mails.map((m) => m.recipient)).toEqual(['mona@example.com', 'support@amanah.example']);
    expect(String(mails[0]!.body)).toContain('وصلتنا رسالتك');
  });

  it('limits contact messages per address (429 with Retry-After)', async () => {
    const send = await visitor('203.0.113.12');
    const body = { name: 'Ali', email: 'ali@example.com', subject: 'Hello', message: 'A long enough message.' };
    for (let i = 0; i < 5; i += 1) await json(await send('/content/contact-messages', body), 201);
    const limited = await send('/content/contact-messages', body);
    await expectError(limited.clone(), 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    await json(await (await visitor('203.0.113.13'))('/content/contact-messages', body), 201);
  });

  it('opens a support request: an email is needed without an account; a signed-in customer is answered at theirs', async () => {
    const send = await visitor('203.0.113.14');
    const noEmail = await expectError(await send('/help/support-requests', { subject: 'My policy', message: 'The certificate does not open.' }), 400, 'validation_failed');
    expect(noEmail.fields).toHaveProperty('email');
    const badPolicy = await expectError(await send('/help/support-requests', { subject: 'My policy', message: 'The certificate does not open.', policyNumber: '#!' }), 400, 'validation_failed');
    expect(badPolicy.fields).toHaveProperty('policyNumber');
    const ok = referenceResponseSchema.parse(
      await json(await send('/help/support-requests', { subject: 'My policy', message: 'The certificate does not open.', policyNumber: 'pol-2024-0001', email: 'guest@example.com' }), 201),
    );
    expect(ok.reference).toMatch(/^SR-/);

    const customer = await shopper(app, database);
    const signedIn = referenceResponseSchema.parse(
      await json(await call(app, customer, 'POST', '/help/support-requests', { body: { subject: 'Wallet', message: 'Where is my refund please?' } }), 201),
    );
    const [row] = await queryRows(database, `select user_id, email, policy_number from support_requests where reference = '${signedIn.reference}'`);
    expect(row!.user_id).toBe(customer.userId);
    expect(String(row!.email)).toMatch(/^shopper\d+/);
    const [guestRow] = await queryRows(database, `select policy_number from support_requests where reference = '${ok.reference}'`);
    expect(guestRow!.policy_number).toBe('POL-2024-0001');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots names the sitemap; the sitemap lists blog posts in both languages with alternates', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /rest/s1/insurance/');
    const response = await app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/blogs/travel-insurance-checklist?lang=ar</loc>');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/blogs/travel-insurance-checklist"');
  });
});
