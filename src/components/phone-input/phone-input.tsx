import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { PhoneInputProps } from './phone-input-view.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export type { PhoneInputProps } from './phone-input-view.tsx';
export type { PhoneInputValue } from './use-phone-input.ts';

/**
 * Loads libphonenumber-js with its metadata, then the phone input's code (~61 KiB gzip in all, in two
 * chunks: phone-parser.ts); call it early to save the wait.
 */
export const preloadPhoneInput = () => import('./phone-parser.ts').then(({ loadPhoneInputView }) => loadPhoneInputView());
const PhoneInputView = lazy(preloadPhoneInput);

/** While the phone input's code loads (once per page): its label and an empty field's outline. */
function PhoneInputLoading({ label }: { label: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="1" aria-busy="true">
      <span>{label}</span>
      <Box minH="10" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" bg="bg.muted" />
    </Box>
  );
}

/**
 * A phone number with its country (its rules come from several headings of docs/product-spec.md: screens, entities, validation, calls, limits): a country dropdown (a combobox with
 * flags, names in the page language and calling codes) and a left-to-right number field, formatted as
 * you type and validated with libphonenumber-js (max metadata). Value: `{ phone, activeCountryCode,
 * parsed }`. The code and metadata load on demand, so the page that shows the field stays small.
 * Logic: the pure functions beside this file. In forms: `PhoneField` (phone-field.tsx).
 */
export function PhoneInput(props: PhoneInputProps) {
  const t = useT();
  return (
    <Suspense fallback={<PhoneInputLoading label={props.label ?? t('phoneInput.label')} />}>
      <PhoneInputView {...props} />
    </Suspense>
  );
}
