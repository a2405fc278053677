import type { IntlShape } from 'react-intl';

/**
 * The digits of an identifier put into a sentence (a card's last four, say) in the reader's digits,
 * through the number formatter: Arabic-Indic in Arabic, so one message never mixes two digit styles.
 * Digit by digit, so leading zeros and long runs stay exactly as they are.
 */
export function localDigits(intl: Pick<IntlShape, 'formatNumber'>, text: string): string {
  return text.replace(/\d/g, (digit) => intl.formatNumber(Number(digit)));
}
