import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type CapsuleProblem, decodeCapsule } from '../../../machines/tooling/capsule.ts';
import { stashCapsuleForNextLoad } from '@/app/support/support-code.ts';
import { CodeArea } from '@/components/code-area.tsx';
import { Page } from '@/components/layout/page.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const problemMessages: Record<CapsuleProblem | 'empty', MessageKey> = {
  empty: 'support.empty',
  malformed: 'support.malformed',
  'other-format': 'support.otherFormat',
  'other-machines': 'support.otherMachines',
};

/**
 * Support loads a customer's support code: checked whole first (format, machine version), then the
 * page reloads into the customer's route, where start-up restores the machines from the capsule.
 */
export default function SupportPage() {
  const t = useT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<keyof typeof problemMessages | null>(null);

  const load = async () => {
    if (!code.trim()) return setProblem('empty');
    const decoded = await decodeCapsule(code);
    if (!decoded.ok) return setProblem(decoded.problem);
    stashCapsuleForNextLoad(decoded.capsule);
    window.location.assign(decoded.capsule.route);
  };

  return (
    <Page title={t('screen.support')} lead={t('support.intro')}>
      <Stack asChild gap="3">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void load();
          }}
        >
        <label htmlFor="capsule">{t('support.codeLabel')}</label>
        <CodeArea
          id="capsule"
          value={code}
          rows={6}
          dir="ltr"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'capsule-problem' : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(null);
          }}
        />
        {problem && (
          <Text id="capsule-problem" role="alert" color="fg.error">
            {t(problemMessages[problem])}
          </Text>
        )}
        <Box>
          <Button type="submit">{t('support.load')}</Button>
        </Box>
        </form>
      </Stack>
    </Page>
  );
}
