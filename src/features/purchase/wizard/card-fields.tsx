import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Field, Input } from '../ui.tsx';
import { type CardDraft, type CardErrors, cardDraft } from './card-draft.ts';

/** What a field's problem says (each field has its own problems: card-draft.ts). */
function problemKey(errors: CardErrors, name: keyof CardDraft): MessageKey | undefined {
  switch (name) {
    case 'number':
      return errors.number && `purchase.card.number.${errors.number}`;
    case 'expiry':
      return errors.expiry && `purchase.card.expiry.${errors.expiry}`;
    case 'cvc':
      return errors.cvc && `purchase.card.cvc.${errors.cvc}`;
    case 'holderName':
      return errors.holderName && `purchase.card.holderName.${errors.holderName}`;
  }
}

/** Card number, expiry, security code and name on the card (left to right in both languages). */
export function CardFields({ errors }: { errors: CardErrors }) {
  const t = useT();
  const [draft, setDraft] = useState<CardDraft>(() => ({ ...cardDraft }));
  const problemText = (name: keyof CardDraft) => {
    const key = problemKey(errors, name);
    return key && t(key);
  };
  const input = (name: keyof CardDraft, autoComplete: string, inputMode: 'numeric' | 'text', placeholder?: string) => (
    <Field label={t(`purchase.card.${name}`)} error={problemText(name)} id={`card-${name}`}>
      {(ids) => (
        <Input
          {...ids}
          dir="ltr"
          textAlign="start"
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={draft[name]}
          onChange={(event) => {
            cardDraft[name] = event.target.value;
            setDraft({ ...cardDraft });
          }}
        />
      )}
    </Field>
  );
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t('purchase.card.title')}
      </Text>
      {input('number', 'cc-number', 'numeric')}
      <SimpleGrid columns={2} gap="3">
        {input('expiry', 'cc-exp', 'numeric', 'MM/YY')}
        {input('cvc', 'cc-csc', 'numeric')}
      </SimpleGrid>
      {input('holderName', 'cc-name', 'text')}
    </Stack>
  );
}
