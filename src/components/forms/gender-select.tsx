import type { ComponentProps } from 'react';
import { Select } from '@/components/form-controls.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Each form's own wording of the choice: `<prefix>.choose`, `.female`, `.male`. */
type GenderMessages = 'myAccount.gender' | 'purchase.people.gender' | 'signUp.gender';

/**
 * A person's gender, chosen and never guessed: the empty first option until the customer picks one.
 * Takes what a select takes (the field's ids, react-hook-form's `register`).
 */
export function GenderSelect({ messages, ...select }: ComponentProps<typeof Select> & { messages: GenderMessages }) {
  const t = useT();
  return (
    <Select {...select}>
      <option value="">{t(`${messages}.choose`)}</option>
      <option value="female">{t(`${messages}.female`)}</option>
      <option value="male">{t(`${messages}.male`)}</option>
    </Select>
  );
}
