import { IconButton } from '@chakra-ui/react';
import { MoonIcon, SunIcon } from '@/components/icons.tsx';
import { setColorMode, useColorMode } from '@/lib/color-mode.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export function ColorModeToggle() {
  const t = useT();
  const mode = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t(next === 'dark' ? 'colorMode.toDark' : 'colorMode.toLight')}
      onClick={() => setColorMode(next)}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
