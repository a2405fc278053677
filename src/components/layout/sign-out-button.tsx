import { Button, type ButtonProps } from '@chakra-ui/react';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Signs out: the server ends the session, stored keys and flows are wiped (session machine). */
export function SignOutButton(props: ButtonProps) {
  const t = useT();
  const send = useSend('session');
  const busy = useAppSelector('session', (s) => s.hasTag('signingOut'), false);
  return (
    <Button variant="outline" loading={busy} onClick={() => send({ type: 'session.logout' })} {...props}>
      {t('account.signOut')}
    </Button>
  );
}
