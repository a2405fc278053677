import { chakra } from '@chakra-ui/react';

/** A monospace, left-to-right text area for codes (support codes), styled without a recipe. */
export const CodeArea = chakra('textarea', {
  base: {
    fontFamily: 'mono',
    fontSize: 'sm',
    p: '2',
    width: '100%',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg',
    wordBreak: 'break-all',
    _invalid: { borderColor: 'border.error' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
});
