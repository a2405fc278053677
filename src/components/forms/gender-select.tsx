import type { ComponentProps } from 'react';
import { Select } from '@/components/form-controls.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Each form's own wording of the choice; My Account's empty option is its selects' shared "Choose…". */
const WORDING = {
  myAccount: { choose: 'myAccount.choose', female: 'myAccount.gender.female', male: 'myAccount.gender.male' },
  purchase: { choose: 'purchase.people.gender.choose', female: 'purchase.people.gender.female', male: 'purchase.people.gender.male' },
  signUp: { choose: 'signUp.gender.choose', female: 'signUp.gender.female', male: 'signUp.gender.male' },
} as const satisfies Record<string, Record<'choose' | 'female' | 'male', MessageKey>>;

/**
 * A person's gender, chosen and never guessed: the empty first option until the customer picks one.
 * Takes what a select takes (the field's ids, react-hook-form's `register`).
 */
export function GenderSelect({ wording, ...select }: ComponentProps<typeof Select> & { wording: keyof typeof WORDING }) {
  const t = useT();
  const words = WORDING[wording];
  return (
    <Select {...select}>
      <option value="">{t(words.choose)}</option>
      <option value="female">{t(words.female)}</option>
      <option value="male">{t(words.male)}</option>
    </Select>
  );
}
