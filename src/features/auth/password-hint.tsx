import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { PasswordRule } from '@/components/forms/password-rule.tsx';

/** A form's password rule, ticked as the password is typed: only this re-renders on each keystroke. */
export function PasswordHint<T extends FieldValues & { password: string }>({ control }: { control: Control<T> }) {
  const password: unknown = useWatch({ control, name: 'password' as FieldPath<T> });
  return <PasswordRule password={typeof password === 'string' ? password : ''} />;
}
