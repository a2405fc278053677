import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppServices } from '@/lib/app-context.tsx';
import { CodeArea } from '@/components/code-area.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { appStorage } from '@/lib/storage.ts';

type SupportCodeState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'failed' }
  | { status: 'ready'; code: string; copy: 'not-yet' | 'copied' | 'failed' };

/** The support code a customer can share: it describes the screen and the flows, never personal data. */
export function SupportCodePanel() {
  const t = useT();
  const { app } = useAppServices();
  const [state, setState] = useState<SupportCodeState>({ status: 'idle' });

  const create = async () => {
    setState({ status: 'creating' });
    try {
      const { createSupportCode } = await import('@/app/support/support-code.ts');
      setState({ status: 'ready', code: await createSupportCode(app, appStorage), copy: 'not-yet' });
    } catch (error) {
      console.warn('Support code failed:', error);
      setState({ status: 'failed' });
    }
  };
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setState({ status: 'ready', code, copy: 'copied' });
    } catch {
      setState({ status: 'ready', code, copy: 'failed' });
    }
  };
  const download = (code: string) => {
    const url = URL.createObjectURL(new Blob([code], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'support-code.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack as="section" aria-labelledby="support-code-title" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="5" bg="bg.panel">
        <Heading as="h2" size="lg" id="support-code-title">
          {t('help.supportCodeTitle')}
        </Heading>
        <Text color="fg.muted">{t('help.supportCodeBody')}</Text>
        <Box>
          <Button onClick={() => void create()} disabled={state.status === 'creating'} aria-busy={state.status === 'creating'}>
            {t('help.createSupportCode')}
          </Button>
        </Box>
        {state.status === 'failed' && <Text role="alert" color="fg.error">{t('help.createFailed')}</Text>}
        {state.status === 'ready' && (
          <Stack gap="2">
            <label htmlFor="support-code">{t('help.supportCodeLabel')}</label>
            <CodeArea id="support-code" readOnly value={state.code} rows={4} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => void copy(state.code)}>
                {t('help.copy')}
              </Button>
              <Button variant="outline" onClick={() => download(state.code)}>
                {t('help.download')}
              </Button>
            </HStack>
            <Text role="status" minH="6">
              {state.copy === 'copied' ? t('help.copied') : state.copy === 'failed' ? t('help.copyFailed') : ''}
            </Text>
          </Stack>
        )}
    </Stack>
  );
}
