import { Button, Stack, Text } from '@chakra-ui/react';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ChangePasswordSection } from '../change-password-section.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { GuestAccountOffer } from './guest-account-offer.tsx';
import { MobileChangeForm } from './mobile-change-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileFlow } from './profile-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';

/** My Account > Profile: details, email and mobile (each change re-verified), password; a guest is offered an account instead. */
export default ProfileFlow.withProvider(ProfileBody);

function ProfileBody() {
  const t = useT();
  const send = ProfileFlow.useSend();
  const loading = ProfileFlow.useSelect((s) => s.matches('loading'));
  const error = ProfileFlow.useSelect((s) => (s.matches('loadFailed') ? s.context.error : null));
  const profile = ProfileFlow.useSelect((s) => s.context.profile);
  const outage = ProfileFlow.useSelect((s) => (s.matches('loadRetryWait') ? s.context.error : null));
  if (loading) return <Text role="status">{t('myAccount.profile.loading')}</Text>;
  if (outage) return <RetryingNotice failure={outage} kind="load" />;
  if (error || !profile) {
    return (
      <Notice tone="error">
        <Text>{error ? failureMessage(t, error) : t('myAccount.profile.loadFailed')}</Text>
        <Button alignSelf="start" onClick={() => send({ type: 'profile.retry' })}>
          {t('myAccount.retry')}
        </Button>
      </Notice>
    );
  }
  return (
    <Stack gap="10" maxW="xl" w="full">
      <ProfileDetailsForm profile={profile} />
      {profile.isGuest ? (
        <GuestAccountOffer />
      ) : (
        <>
          <EmailChangeForm current={profile.emailAddress} verified={profile.emailVerified} pending={profile.pendingEmail} />
          <MobileChangeForm current={profile.mobileNumber} />
          <ChangePasswordSection />
        </>
      )}
    </Stack>
  );
}
