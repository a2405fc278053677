import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { INVALID_MOBILE_NUMBER_MESSAGE, mobileNumberSchema } from '../../../contract/phone-number.ts';
import { PhoneInput, type PhoneInputProps, type PhoneInputValue } from './phone-input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The form value of a phone field: E.164 (`+966501234567`) while the number is valid, otherwise the
 * text as typed (made to fail the schema even if the only / ignore list refused an otherwise valid
 * number), so the form's schema can be the server's own `mobileNumberSchema`.
 */
export function phoneFormValue({ phone, parsed }: PhoneInputValue): string {
  if (parsed.valid && parsed.e164) return parsed.e164;
  return mobileNumberSchema.safeParse(phone).success ? `${phone} ` : phone;
}

export type PhoneFieldProps<T extends FieldValues> = Omit<PhoneInputProps, 'onChange' | 'onBlur' | 'defaultPhone' | 'errorMessage' | 'inputRef'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * The phone input as a react-hook-form field (a `Controller`). For the ACCOUNTS and PURCHASE forms:
 *
 * ```tsx
 * const schema = z.object({ mobile: mobileNumberSchema });          // contract/phone.ts, the server's schema
 * const form = useForm({ resolver: zodResolver(schema), defaultValues: { mobile: '' } });
 * <PhoneField control={form.control} name="mobile" label={t('account.mobile')} preferredCountries={['SA', 'AE']} required />
 * // on submit, values.mobile is E.164: '+966501234567'
 * ```
 *
 * Props: `control`, `name` (a string field), and every PhoneInput option: `label`, `preferredCountries`,
 * `onlyCountries`, `ignoredCountries`, `defaultCountry`, `autoDefaultCountry` (on), `autoFormat` (on),
 * `allowedCharactersOnly`, `pattern`, `invalidMessage`, `maxLength` (25), `placeholder`, `required`,
 * `disabled`, `id`, `ipLookup`. The input's own `name` defaults to `telephone` (browser autofill).
 * The field's value is E.164 when valid, else the typed text; a schema error shows under the field
 * (the schema's "Enter a valid mobile number." is shown translated). An optional number:
 * `z.union([z.literal(''), mobileNumberSchema])`. `form.reset({ mobile: '+9665…' })` shows the new number.
 */
export function PhoneField<T extends FieldValues>({ control, name, ...inputProps }: PhoneFieldProps<T>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  // What this field last reported; any other value came from outside (a reset) and restarts the input.
  const [reported, setReported] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== reported) {
    setReported(value);
    setGeneration((n) => n + 1);
  }

  const message = fieldState.error?.message;
  return (
    <PhoneInput
      key={generation}
      {...inputProps}
      defaultPhone={value.trim()}
      inputRef={field.ref}
      errorMessage={message === INVALID_MOBILE_NUMBER_MESSAGE ? t('phoneInput.invalidMobile') : message}
      onBlur={field.onBlur}
      onChange={(next) => {
        const formValue = phoneFormValue(next);
        if (formValue === value) return;
        setReported(formValue);
        field.onChange(formValue);
      }}
    />
  );
}
