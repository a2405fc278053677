import type { SessionNotice } from '../../../machines/session/session.machine.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { showToast } from '@/lib/toasts.ts';

/** Core keys (toast namespace): a notice may appear on a prerendered page. */
export const sessionNoticeKeys: Record<SessionNotice, MessageKey> = {
  signedOut: 'toast.signedOut',
  expired: 'toast.sessionExpired',
  forbidden: 'toast.sessionForbidden',
  signedOutElsewhere: 'toast.signedOutElsewhere',
};

function SessionNoticeText({ notice }: { notice: SessionNotice }) {
  const t = useT();
  return <>{t(sessionNoticeKeys[notice])}</>;
}

/** Why the customer was signed out, as a toast (one at a time: a newer notice replaces the last). */
export function showSessionNotice(notice: SessionNotice) {
  showToast(notice === 'signedOut' ? 'success' : 'info', <SessionNoticeText notice={notice} />, { id: 'session-notice' });
}
