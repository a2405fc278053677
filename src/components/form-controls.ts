import { chakra } from '@chakra-ui/react';

/**
 * The text input and select of every form (accounts, purchase): one look, a 44 px touch target,
 * the error border and a visible focus ring.
 */
export const control = {
  minH: '11',
  w: 'full',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  bg: 'bg',
  color: 'fg',
  fontSize: 'md',
  _invalid: { borderColor: 'border.error' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
} as const;

export const Input = chakra('input', { base: control });
export const Select = chakra('select', { base: control });
/** A multi-line text field (messages), the same look as the input. */
export const TextArea = chakra('textarea', { base: { ...control, py: '2', lineHeight: 'tall' } });
