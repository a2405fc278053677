import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/lib/i18n/use-t.ts';
import type { usePurchaseTabs } from './purchase-tabs.ts';

/** "In progress in another tab" (continue here, or start again here) and "moved to another tab" (continue here). */
export function TabNotice({ tabs }: { tabs: ReturnType<typeof usePurchaseTabs> }) {
  const t = useT();
  const { state } = tabs;
  if (state.kind === 'alone') return null;
  const moved = state.kind === 'moved';
  return (
    <Stack gap="3" role="status" borderWidth="1px" borderColor="brand.border" borderRadius="lg" p="4" bg="brand.subtle" data-testid="purchase-tab-notice">
      <Text fontWeight="medium" color="brand.fg">
        {t(moved ? 'purchase.tabs.moved' : 'purchase.tabs.elsewhere')}
      </Text>
      <Text fontSize="sm">{t(moved ? 'purchase.tabs.movedHint' : 'purchase.tabs.elsewhereHint')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button onClick={tabs.continueHere}>{t('purchase.tabs.continueHere')}</Button>
        {!moved && (
          <Button variant="outline" onClick={tabs.startHere}>
            {t('purchase.tabs.startHere')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
