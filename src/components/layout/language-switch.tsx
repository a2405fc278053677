import { Button } from '@chakra-ui/react';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Toggles English and Arabic through the language machine (which stores, applies and reloads). */
export function LanguageSwitch() {
  const t = useT();
  const language = useAppSelector('language', (s) => s.context.language);
  const busy = useAppSelector('language', (s) => s.hasTag('busy'));
  const send = useSend('language');
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      title={t('language.switchToLabel')}
      disabled={busy}
      aria-busy={busy}
      onClick={() => send({ type: 'language.change', language: other })}
    >
      {t('language.switchTo')}
    </Button>
  );
}
