import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

import { Input } from '@/components/form-controls.ts';

export { Input, Select } from '@/components/form-controls.ts';
export const Form = chakra('form', { base: { display: 'flex', flexDirection: 'column', gap: '4', maxW: 'md', w: 'full' } });

/** Error text with enough contrast on the page and on the error panel (fg.error is 3.4:1 there). */
export const errorText = { base: 'red.700', _dark: 'red.300' } as const;

export type FieldIds = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/**
 * A labelled field: label, control (given the ids), hint and inline error. `id`: the control's id when
 * something else needs to find it (focus on the first error).
 */
export function Field({
  label,
  error,
  hint,
  id: givenId,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium">
        {label}
      </chakra.label>
      {children({ id, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <Text as="div" id={`${id}-hint`} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color={errorText}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A password input with a show/hide switch (aria-pressed), the typed text kept when toggling. */
export function PasswordInput({ ids, autoComplete, ...rest }: { ids: FieldIds; autoComplete: 'current-password' | 'new-password' } & Omit<React.ComponentProps<typeof Input>, 'type' | 'id'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Stack direction="row" gap="2" align="center">
      <Input {...ids} {...rest} type={shown ? 'text' : 'password'} autoComplete={autoComplete} dir="ltr" />
      <Button type="button" variant="outline" minH="11" aria-pressed={shown} aria-controls={ids.id} onClick={() => setShown((value) => !value)}>
        {shown ? t('auth.hidePassword') : t('auth.showPassword')}
      </Button>
    </Stack>
  );
}

/** A message the customer can act on (role=alert), optionally with a way forward. */
export function Notice({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  const colors = {
    error: { borderColor: 'border.error', bg: 'bg.error', color: errorText },
    info: { borderColor: 'border.info', bg: 'bg.info', color: 'fg' },
    success: { borderColor: 'border.success', bg: 'bg.success', color: 'fg' },
  }[tone];
  return (
    <Stack gap="3" role={tone === 'error' ? 'alert' : 'status'} borderWidth="1px" borderRadius="lg" p="4" {...colors}>
      {children}
    </Stack>
  );
}
