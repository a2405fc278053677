// Email and SMS to the policyholder after what happens to a policy (issued, renewed, a cancellation or
// broker change decided), in the language they bought in, through the accounts' message providers
// (the development outbox shows them). The email carries the certificate and the tax invoice as PDF.
import { eq } from 'drizzle-orm';
import type { PolicyDetail, Policyholder } from '../../contract/purchase.ts';
import { lastDayOfCover } from '../../contract/policy-cover.ts';
import type { DeferredQueue } from '../accounts/deferred.ts';
import type { Messenger } from '../accounts/messaging.ts';
import { orders, policies } from '../db/tables/purchase.ts';
import { policyDetail } from '../policies/policy-records.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { type DocumentLanguage, formatsFor } from './document-labels.ts';
import { policyDocuments } from './policy-documents.ts';
import type { PolicyEvent, PolicyEvents } from './policy-events.ts';
import type { SellerConfig } from './seller.ts';

const texts = {
  en: {
    subject: {
      issued: 'Your policy {n} is issued',
      renewed: 'Your policy is renewed: {n}',
      cancellation_approved: 'Your policy {n} is cancelled',
      cancellation_rejected: 'Your cancellation of {n} was not approved',
      broker_change_approved: 'Your broker change for {n} is approved',
      broker_change_rejected: 'Your broker change for {n} was not approved',
    },
    hello: (name: string) => `Hello ${name},`,
    lead: {
      issued: 'Thank you for your purchase. Your policy is issued.',
      renewed: 'Your renewal is paid and the new policy is issued.',
      cancellation_approved: 'Your cancellation is approved.',
      cancellation_rejected: 'Your cancellation request was not approved; the policy stays in force.',
      broker_change_approved: 'Your broker change is approved.',
      broker_change_rejected: 'Your broker change request was not approved; the policy stays with its broker.',
    },
    policy: 'Policy number',
    product: 'Product',
    broker: 'Broker',
    cover: 'Cover',
    covers: 'What is covered',
    cancelledFrom: 'Cancelled from',
    reason: 'Reason',
    total: 'Total paid (VAT included)',
    attached: 'Attached: the policy certificate and the tax invoice (PDF).',
    link: 'See your policy',
    sms: {
      issued: 'Policy {n} issued: {product}, cover {from} – {to}. {link}',
      renewed: 'Renewal issued: policy {n}, {product}, cover {from} – {to}. {link}',
      cancellation_approved: 'Policy {n} is cancelled from {cancelled}. {link}',
      cancellation_rejected: 'Your cancellation of policy {n} was not approved. {link}',
      broker_change_approved: 'Broker change approved: policy {n} is now with {broker}. {link}',
      broker_change_rejected: 'Your broker change for policy {n} was not approved. {link}',
    },
  },
  ar: {
    subject: {
      issued: 'تم إصدار وثيقتك {n}',
      renewed: 'تم تجديد وثيقتك: {n}',
      cancellation_approved: 'تم إلغاء وثيقتك {n}',
      cancellation_rejected: 'لم تتم الموافقة على إلغاء الوثيقة {n}',
      broker_change_approved: 'تمت الموافقة على تغيير الوسيط للوثيقة {n}',
      broker_change_rejected: 'لم تتم الموافقة على تغيير الوسيط للوثيقة {n}',
    },
    hello: (name: string) => `مرحبًا ${name}،`,
    lead: {
      issued: 'شكرًا لشرائك. تم إصدار وثيقتك.',
      renewed: 'تم دفع التجديد وإصدار الوثيقة الجديدة.',
      cancellation_approved: 'تمت الموافقة على إلغاء وثيقتك.',
      cancellation_rejected: 'لم تتم الموافقة على طلب الإلغاء؛ تبقى الوثيقة سارية.',
      broker_change_approved: 'تمت الموافقة على تغيير الوسيط.',
      broker_change_rejected: 'لم تتم الموافقة على طلب تغيير الوسيط؛ تبقى الوثيقة لدى وسيطها.',
    },
    policy: 'رقم الوثيقة',
    product: 'المنتج',
    broker: 'الوسيط',
    cover: 'التغطية',
    covers: 'التغطيات',
    cancelledFrom: 'ملغاة اعتبارًا من',
    reason: 'السبب',
    total: 'إجمالي المدفوع (شامل الضريبة)',
    attached: 'مرفق: شهادة الوثيقة والفاتورة الضريبية (PDF).',
    link: 'اطّلع على وثيقتك',
    sms: {
      issued: 'صدرت الوثيقة {n}: {product}، التغطية {from} – {to}. {link}',
      renewed: 'تم التجديد: الوثيقة {n}، {product}، التغطية {from} – {to}. {link}',
      cancellation_approved: 'الوثيقة {n} ملغاة اعتبارًا من {cancelled}. {link}',
      cancellation_rejected: 'لم تتم الموافقة على إلغاء الوثيقة {n}. {link}',
      broker_change_approved: 'تم تغيير الوسيط: الوثيقة {n} لدى {broker} الآن. {link}',
      broker_change_rejected: 'لم تتم الموافقة على تغيير الوسيط للوثيقة {n}. {link}',
    },
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The policy's page (a guest whose session has ended is asked to sign in there). */
export function policyLink(appBaseUrl: string, policyNumber: string): string {
  return `${appBaseUrl}/my-policy/${encodeURIComponent(policyNumber)}`;
}

/** The email and SMS texts of one event (pure: tested on their own). */
export function policyMessageTexts(event: PolicyEvent, policy: PolicyDetail, lang: DocumentLanguage, link: string) {
  const t = texts[lang];
  const f = formatsFor(lang, policy.breakdown.currency);
  const values = {
    n: policy.policyNumber,
    product: `${policy.productName[lang]} · ${policy.planName[lang]}`,
    from: f.day(policy.startDate),
    to: f.day(lastDayOfCover(policy)),
    cancelled: policy.cancelledOn ? f.day(policy.cancelledOn) : '',
    broker: policy.broker.name[lang],
    link,
  };
  const lines = [
    t.hello(policy.policyholder.firstName),
    '',
    t.lead[event.kind],
    '',
    `${t.policy}: ${policy.policyNumber}`,
    `${t.product}: ${values.product}`,
    `${t.broker}: ${values.broker}`,
    `${t.cover}: ${values.from} – ${values.to}`,
    ...(policy.cancelledOn ? [`${t.cancelledFrom}: ${values.cancelled}`] : []),
    ...('reason' in event ? [`${t.reason}: ${event.reason}`] : []),
    `${t.covers}:`,
    ...policy.coverages.map((coverage) => `- ${coverage.label[lang]}`),
    `${t.total}: ${f.money(policy.breakdown.totalMinor)}`,
    '',
    `${t.link}: ${link}`,
    t.attached,
  ];
  return {
    subject: fill(t.subject[event.kind], values),
    body: lines.join('\n'),
    sms: fill(t.sms[event.kind], values),
  };
}

export function createPolicyMessages(options: {
  purchase: PurchaseDeps;
  messenger: Messenger;
  deferred: DeferredQueue;
  seller: SellerConfig;
  appBaseUrl: string;
}): PolicyEvents {
  const { purchase, messenger, deferred, seller, appBaseUrl } = options;
  const { db } = purchase;

  async function send(event: PolicyEvent) {
    const [row] = await db
      .select({ userId: policies.userId, language: orders.language })
      .from(policies)
      .innerJoin(orders, eq(orders.id, policies.orderId))
      .where(eq(policies.policyNumber, event.policyNumber));
    if (!row) return;
    const lang = row.language;
    const policy = await policyDetail(purchase, [row.userId], event.policyNumber);
    const text = policyMessageTexts(event, policy, lang, policyLink(appBaseUrl, policy.policyNumber));
    const holder: Policyholder = policy.policyholder;
    const { certificate, invoice } = await policyDocuments(policy, seller, lang);
    const attachments = [certificate, ...(invoice ? [invoice] : [])].map((file) => ({ filename: file.filename, contentType: 'application/pdf', content: file.bytes }));
    await messenger.send({ channel: 'email', to: holder.emailAddress.toLowerCase(), subject: text.subject, body: text.body, attachments });
    await messenger.send({ channel: 'sms', to: holder.mobileNumber, body: text.sms });
  }

  return {
    happened(event) {
      deferred.enqueue(`policy message ${event.kind}`, () => send(event));
    },
  };
}
