import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CategoryId } from '../../../../contract/catalogue.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Form, Input, Select } from '../ui.tsx';
import { AddressPicker } from './address-picker.tsx';
import { Choice } from './choice.tsx';
import { MembersField } from './members-field.tsx';
import { type Member, type RiskField, type RiskValues, parseRisk, riskForms, valuesFrom } from './risk-fields.ts';
import { StepHeading } from './step-heading.tsx';
import { TravellerPicker } from './traveller-picker.tsx';

/** Step 2: the category's risk details, checked with the contract's schema before the server prices them. */
export function RiskStep() {
  const t = useT();
  const send = usePurchaseSend();
  const categoryId = usePurchase((snapshot) => snapshot.context.categoryId) as CategoryId;
  const saved = usePurchase((snapshot) => snapshot.context.risk);
  const [values, setValues] = useState<RiskValues>(() => valuesFrom(categoryId, saved));
  const [errors, setErrors] = useState<Record<string, true>>({});
  const set = (name: string, value: RiskValues[string]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = () => {
    const result = parseRisk(categoryId, values);
    if ('errors' in result) {
      setErrors(result.errors);
      document.getElementById(`risk-${Object.keys(result.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send({ type: 'purchase.submitRisk', risk: result.risk });
  };

  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <StepHeading>{t('purchase.risk.title')}</StepHeading>
      <Text color="fg.muted">{t('purchase.risk.lead')}</Text>
      {categoryId === 'home' && <AddressPicker onPick={(address) => setValues((current) => ({ ...current, ...address }))} />}
      {categoryId === 'travel' && <TravellerPicker onAges={(ages) => set('travellerAges', ages)} />}
      {riskForms[categoryId].map((field) => (
        <RiskInput key={field.name} field={field} value={values[field.name]!} error={errors[field.name] === true} onChange={(value) => set(field.name, value)} />
      ))}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={() => send({ type: 'purchase.back' })}>
          {t('purchase.back')}
        </Button>
        <Button type="submit" size="lg" flex={{ base: 'none', sm: '1' }}>
          {t('purchase.risk.getQuotes')}
        </Button>
      </Stack>
    </Form>
  );
}

function RiskInput({ field, value, error, onChange }: { field: RiskField; value: RiskValues[string]; error: boolean; onChange: (value: RiskValues[string]) => void }) {
  const t = useT();
  const label = t(`purchase.risk.${field.name}` as MessageKey);
  const errorText = error ? t(`purchase.risk.${field.name}.error` as MessageKey) : undefined;
  if (field.kind === 'boolean') {
    return (
      <Choice type="checkbox" name={field.name} checked={value === true} onChange={() => onChange(value !== true)}>
        {label}
      </Choice>
    );
  }
  if (field.kind === 'members') return <MembersField members={value as Member[]} error={errorText} onChange={onChange} />;
  const hint = field.hint || ['money', 'ages'].includes(field.kind) ? t(`purchase.risk.${field.name}.hint` as MessageKey) : undefined;
  return (
    <Field label={label} error={errorText} hint={hint} id={`risk-${field.name}`}>
      {(ids) =>
        field.kind === 'select' ? (
          <Select {...ids} value={value as string} onChange={(event) => onChange(event.target.value)}>
            {field.options!.map((option) => (
              <option key={option} value={option}>
                {t(`purchase.risk.option.${option}` as MessageKey)}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...ids}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'integer' || field.digits ? 'numeric' : field.kind === 'money' ? 'decimal' : undefined}
            autoComplete="off"
            autoCapitalize={field.upper ? 'characters' : undefined}
            spellCheck={field.kind === 'text' ? false : undefined}
            value={value as string}
            onChange={(event) => onChange(field.upper ? event.target.value.toUpperCase() : event.target.value)}
          />
        )
      }
    </Field>
  );
}
