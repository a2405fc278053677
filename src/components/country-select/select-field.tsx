import { Box, Button, Text, chakra } from '@chakra-ui/react';
import { type FocusEvent, type ReactNode, useEffect } from 'react';
import type { GeoState } from './use-geo.ts';
import type { SelectOption } from './geo-options.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { control } from '../form-controls.ts';

/** The forms' select look (form-controls.ts), at the 40 px height this field always had. */
export const NativeSelect = chakra('select', { base: { ...control, minH: '10' } });

export interface SelectFieldProps {
  id: string;
  label: string;
  name?: string | undefined;
  className?: string | undefined;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: ((event: FocusEvent<HTMLSelectElement>) => void) | undefined;
  selectRef?: ((element: HTMLSelectElement | null) => void) | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  errorMessage?: string | undefined;
  placeholder: { value: string; label: string; disabled: boolean } | null;
  state: GeoState<SelectOption[]>;
  loadingText: string;
  children?: ReactNode;
}

/**
 * A labelled native select fed by the geo answer: while it loads, one "Loading…" option (busy,
 * disabled); when it failed, the message and a Try again button; then the options.
 */
export function SelectField({ selectRef, ...props }: SelectFieldProps) {
  const t = useT();
  const { id, state, placeholder } = props;
  const options = state.status === 'ready' ? state.data : [];
  // Without a placeholder the browser shows the first option: make it the value too, so what is shown is what is held.
  const first = options[0]?.value;
  const { onChange, value } = props;
  const unheld = state.status === 'ready' && !placeholder && first !== undefined && !options.some((option) => option.value === value);
  useEffect(() => {
    if (unheld) onChange(first);
  }, [unheld, first, onChange]);
  const describedBy = [props.errorMessage ? `${id}-error` : null, state.status === 'failed' ? `${id}-failed` : null].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="column" gap="1" className={props.className}>
      <label htmlFor={id}>{props.label}</label>
      <NativeSelect
        ref={selectRef}
        id={id}
        name={props.name}
        autoComplete={props.autoComplete}
        value={state.status === 'ready' ? props.value : ''}
        required={props.required}
        disabled={props.disabled || state.status !== 'ready'}
        aria-busy={state.status === 'loading' || undefined}
        aria-invalid={props.errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      >
        {state.status === 'loading' && <option value="">{props.loadingText}</option>}
        {state.status === 'failed' && <option value="">{placeholder?.label ?? ''}</option>}
        {state.status === 'ready' && placeholder && (
          <option value="" disabled={placeholder.disabled}>
            {placeholder.label}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {state.status === 'failed' && (
        <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
          <Text id={`${id}-failed`} role="alert" fontSize="sm" color={{ _light: 'red.700', _dark: 'red.300' }}>
            {t('countrySelect.loadFailed')}
          </Text>
          <Button size="xs" variant="outline" onClick={state.retry}>
            {t('countrySelect.retry')}
          </Button>
        </Box>
      )}
      {props.errorMessage && (
        <Text id={`${id}-error`} fontSize="sm" color={{ _light: 'red.700', _dark: 'red.300' }}>
          {props.errorMessage}
        </Text>
      )}
    </Box>
  );
}
