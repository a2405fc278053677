import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ageOn } from '../../../../contract/purchase.ts';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Choice } from './choice.tsx';
import { addDays } from './dates.ts';

interface Known {
  id: string;
  name: string;
  dateOfBirth: string;
}

/** The customer's own date of birth (the first traveller: the policyholder travels) and the members saved in My Groups. */
function useKnownTravellers(): { self: string | null; members: Known[] } {
  const profile = useEndpoint('profile');
  const groups = useEndpoint('groupMembers');
  return {
    self: profile.status === 'ready' ? profile.data.dateOfBirth : null,
    members: groups.status === 'ready' ? groups.data.members.map((m) => ({ id: m.memberId, name: `${m.firstName} ${m.lastName}`, dateOfBirth: m.dateOfBirth })) : [],
  };
}

/**
 * Who travels with the customer, ticked from My Groups: the travellers' ages are written from the dates
 * of birth, the customer's own first (today's ages, which the server accepts, so the people step's dates
 * of birth fit the price). Shown only when both are known; the ages stay editable.
 */
export function TravellerPicker({ onAges }: { onAges: (text: string) => void }) {
  const t = useT();
  const intl = useIntl();
  const { self, members } = useKnownTravellers();
  const [chosen, setChosen] = useState<string[]>([]);
  if (!self || members.length === 0) return null;
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
    setChosen(next);
    const today = addDays(0);
    const births = [self, ...members.filter((member) => next.includes(member.id)).map((member) => member.dateOfBirth)];
    onAges(births.map((birth) => intl.formatNumber(ageOn(birth, today))).join(intl.locale.startsWith('ar') ? '، ' : ', '));
  };
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" mb="1">
        {t('purchase.risk.travellers')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('purchase.risk.travellers.hint')}
      </Text>
      {members.map((member) => (
        <Choice key={member.id} type="checkbox" name="traveller" checked={chosen.includes(member.id)} onChange={() => toggle(member.id)}>
          {member.name}
        </Choice>
      ))}
    </Stack>
  );
}
