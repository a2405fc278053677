import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const Native = chakra('input', { base: { w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'var(--chakra-colors-brand-solid)' } });

/** A radio or checkbox with its whole card as the label (a large touch target on a phone). */
export function Choice({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="flex-start"
      borderWidth="1px"
      borderColor={checked ? 'brand.border' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.panel'}
      borderRadius="lg"
      p="3"
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      <Native type={type} name={name} checked={checked} onChange={onChange} />
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Box>
  );
}
