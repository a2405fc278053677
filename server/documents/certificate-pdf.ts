import type { PolicyDetail } from '../../contract/purchase.ts';
import { lastDayOfCover } from '../../contract/policy-cover.ts';
import { documentLabels, type DocumentLanguage, formatsFor, insuredObjectText } from './document-labels.ts';
import { createPdfWriter } from './pdf-writer.ts';

/**
 * The policy certificate in one language. A cancelled policy says so at the top (status Cancelled,
 * the day it is cancelled from) and its cover ends the day before that day.
 */
export async function certificatePdf(policy: PolicyDetail, lang: DocumentLanguage): Promise<Buffer> {
  const l = documentLabels[lang];
  const f = formatsFor(lang, policy.breakdown.currency);
  const w = createPdfWriter({ lang, title: `${l.certificateTitle} ${policy.policyNumber}`, at: new Date(policy.issuedAt) });
  const cancelled = policy.cancelledOn !== null;
  w.line(l.certificateTitle, { size: 18, bold: true });
  w.gap(4);
  if (cancelled) {
    w.line(`${l.cancelledBanner} · ${l.cancelledFrom} ${f.day(policy.cancelledOn!)}`, { size: 14, bold: true, color: '#B00020' });
    w.gap(4);
  }
  w.rule();
  w.row(l.policyNumber, policy.policyNumber);
  w.row(l.orderNumber, policy.orderNumber);
  w.row(l.status, cancelled ? l.cancelled : policy.status === 'issued' ? l.issued : l.pending);
  w.row(l.product, `${policy.productName[lang]} · ${policy.planName[lang]}`);
  w.row(l.insurer, policy.insurer.name[lang]);
  w.row(l.broker, `${policy.broker.name[lang]} (${l.licence} ${policy.broker.licenceCode})`);
  w.gap(6);
  w.row(l.policyholder, `${policy.policyholder.firstName} ${policy.policyholder.lastName}`);
  w.row(l.insuredPersons, f.list(policy.insuredPersons.map((person) => `${person.firstName} ${person.lastName}`)));
  w.line(insuredObjectText(policy.risk, lang, f));
  w.gap(6);
  w.row(l.cover, `${f.day(policy.startDate)} – ${f.day(lastDayOfCover(policy))}`);
  if (cancelled) w.row(l.cancelledFrom, f.day(policy.cancelledOn!));
  w.row(l.issuedOn, f.day(policy.issuedAt));
  w.gap(6);
  w.line(l.coverages, { bold: true });
  for (const coverage of policy.coverages) {
    w.line(`• ${coverage.label[lang]}: ${coverage.limitMinor === null ? l.included : f.money(coverage.limitMinor)}`);
  }
  w.row(l.deductible, f.money(policy.deductibleMinor));
  if (policy.addOns.length > 0) w.row(l.addOns, f.list(policy.addOns.map((addOn) => addOn.name[lang])));
  w.gap(6);
  w.rule();
  const { breakdown } = policy;
  w.row(l.premium, f.money(breakdown.premiumMinor + breakdown.addOnsMinor));
  w.row(l.vat, f.money(breakdown.taxMinor));
  w.row(l.total, f.money(breakdown.totalMinor));
  return w.finish();
}
