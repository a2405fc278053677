import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import type { ProductWording } from '../../../contract/wording.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const Dialog = chakra('dialog', {
  base: {
    w: 'min(44rem, calc(100vw - 1rem))',
    maxH: 'calc(100dvh - 1rem)',
    m: 'auto',
    p: '0',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'bg.panel',
    color: 'fg',
    _backdrop: { bg: 'blackAlpha.600' },
  },
});

/**
 * The product's policy wording in a modal <dialog> (the browser keeps focus inside it and closes it on
 * Escape). Fetched in the page's language; every text is shown as text.
 */
export default function WordingDialog({ productId, planId, productName, onClose }: { productId: string; planId?: string; productName: string; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const wording = useEndpoint('productWording', { params: { productId }, query: planId ? { planId } : {} });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={onClose}>
      <Stack gap="0" maxH="calc(100dvh - 1rem)">
        <HStack justify="space-between" align="start" gap="3" p="4" borderBottomWidth="1px" borderColor="border">
          <Stack gap="0">
            <Heading as="h2" size="lg" id={titleId}>
              {t('wording.title')}
            </Heading>
            <Text color="fg.muted">{productName}</Text>
          </Stack>
          {/* Closed as Escape closes it: the dialog's close event tells the page (the page behind is inert until then). */}
          <Button variant="outline" size="sm" onClick={() => dialog.current?.close()}>
            {t('wording.close')}
          </Button>
        </HStack>
        <Box overflowY="auto" p="4" tabIndex={0} role="region" aria-labelledby={titleId}>
          {wording.status === 'loading' && (
            <Text role="status" aria-live="polite">
              {t('wording.loading')}
            </Text>
          )}
          {wording.status === 'error' && (
            <Notice tone="error">
              <Text>{t('wording.loadFailed')}</Text>
              <Button size="sm" alignSelf="flex-start" onClick={wording.retry}>
                {t('policies.retry')}
              </Button>
            </Notice>
          )}
          {wording.status === 'ready' && <WordingSections wording={wording.data} />}
        </Box>
      </Stack>
    </Dialog>
  );
}

function WordingSections({ wording }: { wording: ProductWording }) {
  return (
    <Stack gap="5">
      {wording.sections.map((section) => (
        <Stack as="section" key={section.id} gap="2" aria-labelledby={`wording-${section.id}`}>
          <Heading as="h3" size="md" id={`wording-${section.id}`}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          {section.items.length > 0 && (
            <Stack as="ul" gap="1" m="0" ps="5">
              {section.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
