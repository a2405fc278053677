import type { FlowFailure } from '../../../../machines/shared/failure.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

/** What to tell the customer about a failed gift card check or redemption, and whether it belongs on the serial field. */
export function giftCardProblem(failure: FlowFailure): { key: MessageKey; onField: boolean } {
  switch (failure.code) {
    case 'gift_card_unknown':
      return { key: 'wallet.giftCard.error.unknown', onField: true };
    case 'gift_card_used':
      return { key: 'wallet.giftCard.error.used', onField: true };
    case 'gift_card_expired':
      return { key: 'wallet.giftCard.error.expired', onField: true };
    case 'validation_failed':
      return { key: 'wallet.giftCard.error.format', onField: true };
    case 'account_required':
      return { key: 'wallet.giftCard.error.guest', onField: false };
    default:
      break;
  }
  if (failure.reason === 'rateLimited') return { key: 'wallet.giftCard.error.rateLimited', onField: false };
  if (failure.reason === 'offline') return { key: 'wallet.giftCard.error.offline', onField: false };
  // The server answered 503: not the customer's connection to check.
  if (failure.reason === 'serviceUnavailable') return { key: 'auth.error.serviceUnavailable', onField: false };
  return { key: 'wallet.giftCard.error.unavailable', onField: false };
}
