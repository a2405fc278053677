import { Box, Text, chakra } from '@chakra-ui/react';
import { type FocusEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { directionOf } from '../../../machines/language/direction.ts';
import { CountryPicker } from './country-picker.tsx';
import { PHONE_MAX_LENGTH } from './input-format.ts';
import { type PhoneInputBehaviour, type PhoneInputValue, usePhoneInput } from './use-phone-input.ts';
import { useT } from '@/lib/i18n/use-t.ts';


const radius = 'var(--chakra-radii-md)';

const NumberInput = chakra('input', {
  base: {
    flex: '1',
    minW: 0,
    minH: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    bg: 'bg',
    fontVariantNumeric: 'tabular-nums',
    _placeholder: { color: 'fg.muted' },
    _invalid: { borderColor: 'border.error' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px', zIndex: 1 },
  },
});

export interface PhoneInputProps extends PhoneInputBehaviour {
  /** The visible label (default: "Phone number", translated). */
  label?: string;
  /** The text the field starts with (national or `+…`). */
  defaultPhone?: string;
  onChange?: (value: PhoneInputValue) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The browser's custom validity message while the number is invalid (default: translated "Enter a valid phone number."). */
  invalidMessage?: string;
  /** An error to show under the field (e.g. from the form's zod schema). */
  errorMessage?: string | undefined;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Receives the number input element (react-hook-form's `field.ref`, to focus it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** The phone input itself, loaded with libphonenumber-js by `PhoneInput` (phone-input.tsx). */
export default function PhoneInputView(props: PhoneInputProps) {
  const t = useT();
  const { locale } = useIntl();
  const rtl = directionOf(locale) === 'rtl';
  const autoId = useId();
  const id = props.id ?? `phone-${autoId}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = usePhoneInput(inputRef, { ...props, locale, initialPhone: props.defaultPhone ?? '' });
  const { phone, parsed } = state;
  const outerRef = props.inputRef;
  const setInput = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    outerRef?.(node);
  };

  const invalidMessage = props.invalidMessage ?? t('phoneInput.invalid');
  const showInvalid = phone.trim() !== '' && !parsed.valid;
  useEffect(() => {
    inputRef.current?.setCustomValidity(showInvalid ? invalidMessage : '');
  }, [showInvalid, invalidMessage]);

  const describedBy = [props.errorMessage ? `${id}-error` : null, parsed.valid ? `${id}-valid` : null].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="column" gap="1">
      <label htmlFor={id}>{props.label ?? t('phoneInput.label')}</label>
      <Box position="relative" display="flex" onFocus={state.interact}>
        <CountryPicker list={state.list} selected={state.activeEntry} locale={locale} disabled={props.disabled} onSelect={state.selectCountry} />
        <NumberInput
          ref={setInput}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          // Inline, not a style prop: the RTL style plugin would flip left and right. The number is
          // always left to right; in Arabic it sits at the right edge, its rounded corners on the left.
          style={rtl ? { textAlign: 'right', borderTopLeftRadius: radius, borderBottomLeftRadius: radius } : { textAlign: 'left', borderTopRightRadius: radius, borderBottomRightRadius: radius }}
          name={props.name ?? 'telephone'}
          placeholder={props.placeholder ?? t('phoneInput.placeholder')}
          maxLength={props.maxLength ?? PHONE_MAX_LENGTH}
          required={props.required}
          disabled={props.disabled}
          value={phone}
          aria-invalid={props.errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => state.edit(event.currentTarget.value, event.currentTarget.selectionStart, (event.nativeEvent as InputEvent).inputType ?? 'insertText')}
          onBlur={props.onBlur}
        />
      </Box>
      {parsed.valid && (
        <Text id={`${id}-valid`} fontSize="sm" color={{ _light: 'green.700', _dark: 'green.300' }}>
          <span aria-hidden="true">✓ </span>
          {t('phoneInput.valid')}
        </Text>
      )}
      {props.errorMessage && (
        <Text id={`${id}-error`} fontSize="sm" color={{ _light: 'red.700', _dark: 'red.300' }}>
          {props.errorMessage}
        </Text>
      )}
    </Box>
  );
}
