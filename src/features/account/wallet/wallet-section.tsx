import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Notice } from '@/components/forms/form-ui.tsx';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { GiftCardRedeem } from './gift-card-redeem.tsx';
import { WalletLedger } from './wallet-ledger.tsx';
import { Wallet } from './wallet-flow.ts';

/** My Account -> Wallet: the balance, redeeming a gift card, and the transactions. */
export function WalletSection() {
  return (
    <Wallet.Provider>
      <Stack gap="6" maxW="2xl" w="full">
        <WalletBalance />
        <GiftCardRedeem />
        <WalletLedger />
      </Stack>
    </Wallet.Provider>
  );
}

function WalletBalance() {
  const t = useT();
  const money = useMoney();
  const loaded = Wallet.useSelect((s) => s.matches({ ledger: 'ready' }));
  const failed = Wallet.useSelect((s) => s.matches({ ledger: 'failed' }));
  const retrying = Wallet.useSelect((s) => s.hasTag('ledgerRetrying'));
  const ledgerError = Wallet.useSelect((s) => s.context.ledgerError);
  const reason = ledgerError?.reason;
  const balance = Wallet.useSelect((s) => money(s.context.balanceMinor, s.context.currency));
  const send = Wallet.useSend();
  if (failed) {
    return (
      <Notice tone="error">
        <Text>{t(reason === 'offline' ? 'wallet.offline' : reason === 'serviceUnavailable' ? 'auth.error.serviceUnavailableLoad' : 'wallet.failed')}</Text>
        <Button alignSelf="flex-start" onClick={() => send({ type: 'wallet.retry' })}>
          {t('wallet.retry')}
        </Button>
      </Notice>
    );
  }
  return (
    <Stack as="section" aria-labelledby="wallet-balance" gap="1" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" id="wallet-balance" size="sm" fontWeight="medium">
        {t('wallet.balance.label')}
      </Heading>
      {retrying && <RetryingNotice failure={ledgerError} kind="load" />}
      {loaded ? (
        <Text fontSize="3xl" fontWeight="bold" data-testid="wallet-balance">
          {balance}
        </Text>
      ) : (
        <Text role="status">{t('wallet.loading')}</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('wallet.balance.hint')}
      </Text>
    </Stack>
  );
}
