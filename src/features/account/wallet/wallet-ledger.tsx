import { Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { WalletTransaction } from '../../../../contract/purchase.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Wallet } from './wallet-flow.ts';

/** The transactions, newest first: date, description, money in or out, the balance after each. */
export function WalletLedger() {
  const t = useT();
  const ready = Wallet.useSelect((s) => s.matches({ ledger: 'ready' }));
  const transactions = Wallet.useSelect((s) => s.context.transactions);
  const currency = Wallet.useSelect((s) => s.context.currency);
  const hasMore = Wallet.useSelect((s) => s.context.nextBefore !== null);
  const loadingMore = Wallet.useSelect((s) => s.matches({ ledger: { ready: 'loadingMore' } }));
  const moreFailed = Wallet.useSelect((s) => s.matches({ ledger: { ready: 'moreFailed' } }));
  const send = Wallet.useSend();
  if (!ready) return null;
  return (
    <Stack as="section" aria-labelledby="wallet-transactions" gap="3">
      <Heading as="h2" id="wallet-transactions" size="md">
        {t('wallet.transactions.title')}
      </Heading>
      {transactions.length === 0 ? (
        <Text color="fg.muted">{t('wallet.transactions.empty')}</Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {transactions.map((entry) => (
            <TransactionRow key={entry.transactionId} entry={entry} currency={currency} />
          ))}
        </chakra.ul>
      )}
      {moreFailed && (
        <Notice tone="error">
          <Text>{t('wallet.transactions.moreFailed')}</Text>
        </Notice>
      )}
      {(hasMore || moreFailed) && (
        <Button variant="outline" alignSelf="flex-start" loading={loadingMore} onClick={() => send({ type: 'wallet.more' })}>
          {moreFailed ? t('wallet.retry') : t('wallet.transactions.more')}
        </Button>
      )}
    </Stack>
  );
}

function TransactionRow({ entry, currency }: { entry: WalletTransaction; currency: string }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const incoming = entry.amountMinor >= 0;
  const amount = money(Math.abs(entry.amountMinor), currency);
  return (
    <chakra.li borderWidth="1px" borderColor="border" borderRadius="md" p="3" bg="bg.panel" data-testid="wallet-transaction">
      <Stack direction="row" justify="space-between" align="flex-start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{entry.description}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`wallet.kind.${entry.kind}`)} · <time dateTime={entry.createdAt}>{intl.formatDate(entry.createdAt, { dateStyle: 'medium' })}</time>
          </Text>
        </Stack>
        <Stack gap="0" align="flex-end" flexShrink={0} textAlign="end">
          <Text fontWeight="bold" color={incoming ? { base: 'green.700', _dark: 'green.300' } : 'fg'}>
            {t(incoming ? 'wallet.transactions.in' : 'wallet.transactions.out', { amount })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('wallet.transactions.balanceAfter', { amount: money(entry.balanceAfterMinor, currency) })}
          </Text>
        </Stack>
      </Stack>
    </chakra.li>
  );
}
