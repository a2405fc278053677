// The notification of each change of a claim's status, in both languages (the badge counts them). No
// IBAN in any of them: an IBAN payout is named by its masked form only.
import type { ClaimStatus } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { notifications } from '../db/tables/purchase.ts';
import { noticeDay, noticeMoney } from '../notifications/notification-format.ts';
import type { ClaimRow } from './claim-views.ts';

interface NoticeText {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

const payoutEn = (row: ClaimRow) => (row.payoutMethod === 'iban' ? `the account ${row.payoutIbanMasked}` : 'your wallet');
const payoutAr = (row: ClaimRow) => (row.payoutMethod === 'iban' ? `الحساب ${row.payoutIbanMasked}` : 'محفظتك');

function noticeOf(row: ClaimRow): NoticeText | null {
  const n = row.claimNumber;
  switch (row.status as ClaimStatus) {
    case 'submitted':
      return {
        titleEn: 'We received your claim',
        titleAr: 'استلمنا مطالبتك',
        bodyEn: `Claim ${n} on policy ${row.policyNumber} is sent.${row.paymentDueOn ? ` We aim to settle it by ${noticeDay('en', row.paymentDueOn)}.` : ''}`,
        bodyAr: `أُرسلت المطالبة ${n} على الوثيقة ${row.policyNumber}.${row.paymentDueOn ? ` نسعى لتسويتها قبل ${noticeDay('ar', row.paymentDueOn)}.` : ''}`,
      };
    case 'under_review':
      return {
        titleEn: 'Your claim is under review',
        titleAr: 'مطالبتك قيد المراجعة',
        bodyEn: `Claim ${n} is being reviewed.`,
        bodyAr: `تجري مراجعة المطالبة ${n}.`,
      };
    case 'information_requested':
      return {
        titleEn: 'We need more information for your claim',
        titleAr: 'نحتاج إلى معلومات إضافية لمطالبتك',
        bodyEn: `Claim ${n}: ${row.infoRequestMessage ?? ''}`,
        bodyAr: `المطالبة ${n}: ${row.infoRequestMessage ?? ''}`,
      };
    case 'approved':
      return {
        titleEn: 'Your claim is approved',
        titleAr: 'تمت الموافقة على مطالبتك',
        bodyEn: `Claim ${n}: ${noticeMoney('en', row.payableMinor ?? 0, row.currency)} will be paid to ${payoutEn(row)} (deductible ${noticeMoney('en', row.deductibleMinor ?? 0, row.currency)}).`,
        bodyAr: `المطالبة ${n}: سيُدفع ${noticeMoney('ar', row.payableMinor ?? 0, row.currency)} إلى ${payoutAr(row)} (التحمل ${noticeMoney('ar', row.deductibleMinor ?? 0, row.currency)}).`,
      };
    case 'paid':
      return {
        titleEn: 'Your claim is paid',
        titleAr: 'تم دفع مطالبتك',
        bodyEn: `Claim ${n}: ${noticeMoney('en', row.payableMinor ?? 0, row.currency)} was paid to ${payoutEn(row)}.`,
        bodyAr: `المطالبة ${n}: دُفع ${noticeMoney('ar', row.payableMinor ?? 0, row.currency)} إلى ${payoutAr(row)}.`,
      };
    case 'rejected':
      return {
        titleEn: 'Your claim was not approved',
        titleAr: 'لم تتم الموافقة على مطالبتك',
        bodyEn: `Claim ${n}. Reason: ${row.rejectionReason ?? ''}`,
        bodyAr: `المطالبة ${n}. السبب: ${row.rejectionReason ?? ''}`,
      };
    case 'withdrawn':
      return {
        titleEn: 'Your claim is withdrawn',
        titleAr: 'تم سحب مطالبتك',
        bodyEn: `Claim ${n} is withdrawn, as you asked.`,
        bodyAr: `سُحبت المطالبة ${n} بناءً على طلبك.`,
      };
    case 'draft':
      return null;
  }
}

/** Tells the claim's customer of its new status (inside the transaction of the change). */
export async function notifyClaimChange(tx: AppDatabase, row: ClaimRow, at: Date): Promise<void> {
  const text = noticeOf(row);
  if (!text) return;
  await tx.insert(notifications).values({ userId: row.userId, kind: 'claim_update', ...text, policyNumber: row.policyNumber, orderNumber: null, createdAt: at });
}
