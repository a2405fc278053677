import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase } from '../purchase-context.tsx';
import { errorColor, Notice } from '../ui.tsx';

/** "Prices held for 14:59": the quote's remaining validity, ticking each second (the machine acts on expiry); says so when the quote was re-priced. */
export function QuoteCountdown() {
  const t = useT();
  const intl = useIntl();
  const validUntil = usePurchase((snapshot) => snapshot.context.quote?.validUntil ?? 0);
  const repriced = usePurchase((snapshot) => snapshot.context.repriced);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((validUntil - now) / 1000));
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    <Stack gap="2">
      {repriced && <Notice>{t('purchase.quotes.repriced')}</Notice>}
      <Text fontSize="sm" color={seconds < 60 ? errorColor : 'fg.muted'} data-testid="quote-countdown">
        {t('purchase.quotes.validFor', { time: `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}` })}
      </Text>
    </Stack>
  );
}
