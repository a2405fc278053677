import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GroupMember } from '../../../../contract/account-area.ts';
import type { Policyholder } from '../../../../contract/purchase.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Loading, Problem } from '../ui.tsx';
import { SavedPeople, policyholderFromProfile } from './saved-people-flow.ts';

export interface Saved {
  /** The policyholder as the profile knows it. */
  holder: Partial<Policyholder>;
  /** My Groups: people to pick instead of typing them again. */
  members: GroupMember[];
}

/** The people form waits for the saved people (so nothing typed is ever replaced); a failure offers a retry or going on without. */
export function WithSavedPeople({ isGuest, children }: { isGuest: boolean; children: (saved: Saved) => ReactNode }) {
  return (
    <SavedPeople.Provider flowKey={isGuest ? 'guest' : 'customer'}>
      <Gate>{children}</Gate>
    </SavedPeople.Provider>
  );
}

function Gate({ children }: { children: (saved: Saved) => ReactNode }) {
  const t = useT();
  const send = SavedPeople.useSend();
  const ready = SavedPeople.useTag('done');
  const failed = SavedPeople.useTag('failed');
  const profile = SavedPeople.useSelect((s) => s.context.profile);
  const members = SavedPeople.useSelect((s) => s.context.members);
  if (ready) return children({ holder: policyholderFromProfile(profile), members });
  if (!failed) return <Loading label={t('purchase.people.savedLoading')} />;
  return (
    <Problem message={t('purchase.people.savedFailed')} onRetry={() => send({ type: 'savedPeople.retry' })}>
      <Button size="sm" variant="outline" onClick={() => send({ type: 'savedPeople.skip' })}>
        {t('purchase.people.savedSkip')}
      </Button>
    </Problem>
  );
}
