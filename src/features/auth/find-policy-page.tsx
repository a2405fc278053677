import { Text } from '@chakra-ui/react';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { FindPolicy } from './find-policy-flow.ts';
import { CodeForm, DetailsForm } from './find-policy-forms.tsx';

/**
 * /find-my-policy: a guest's way back to a policy bought without an account. The policy number and the
 * mobile confirmed at checkout, then the SMS code; the flow ends on the policy's page. The answer never
 * tells whether a policy exists.
 */
export default FindPolicy.withProvider(FindPolicyView);

function FindPolicyView() {
  const t = useT();
  const codeStep = FindPolicy.useTag('codeInput');
  return (
    <Page title={t('screen.findPolicy')} lead={t('findPolicy.lead')}>
      {codeStep ? <CodeForm /> : <DetailsForm />}
      <Text color="fg.muted" maxW="xl">
        {t('findPolicy.limits')}
      </Text>
    </Page>
  );
}
