import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryId } from '../../../../contract/catalogue.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { loadedCategoryId } from '../../../../machines/purchase/purchase.selectors.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Form, Input, Select } from '../ui.tsx';
import { AddressPicker } from './address-picker.tsx';
import { BrokerChoice } from './broker-choice.tsx';
import { Choice } from './choice.tsx';
import { MembersField } from './members-field.tsx';
import { type RiskField, hasHint, type RiskValues, parseRisk, riskForms, valuesFrom } from './risk-fields.ts';
import { RenewalDeparture, renewalDay } from './renewal-departure.tsx';
import { StepHeading } from './step-heading.tsx';
import { TravellerPicker } from './traveller-picker.tsx';

/**
 * Step 1, the details screen: the broker (kept or chosen) and the category's risk details, checked with
 * the contract's schema before the server prices them. Every problem shows at once.
 */
export function RiskStep() {
  const categoryId = usePurchase((snapshot) => loadedCategoryId(snapshot.context));
  return categoryId && <RiskForm categoryId={categoryId} />;
}

function RiskForm({ categoryId }: { categoryId: CategoryId }) {
  const t = useT();
  const send = usePurchaseSend();
  const hasBroker = usePurchase((snapshot) => snapshot.context.brokerId !== null);
  const [brokerAsked, setBrokerAsked] = useState(false);
  const saved = usePurchase((snapshot) => snapshot.context.risk);
  const [values, setValues] = useState<RiskValues>(() => valuesFrom(categoryId, saved));
  const [errors, setErrors] = useState<Record<string, true>>({});
  const set = (name: string, value: RiskValues[string]) => setValues((current) => ({ ...current, [name]: value }));
  // A travel renewal's trip departs on the day its cover continues at the earliest (said and checked here, not left to the order's refusal).
  const renewalOf = usePurchase((snapshot) => snapshot.context.renewalOf);
  const [earliestDeparture, setEarliestDeparture] = useState<string | null>(null);
  const tooEarly = (risk: { categoryId: string; departureDate?: string }) => risk.categoryId === 'travel' && !!earliestDeparture && (risk.departureDate ?? '') < earliestDeparture;

  const submit = () => {
    const parsed = parseRisk(categoryId, values);
    const result = 'risk' in parsed && tooEarly(parsed.risk) ? { errors: { departureDate: true as const } } : parsed;
    setBrokerAsked(!hasBroker);
    setErrors('errors' in result ? result.errors : {});
    if (!hasBroker) return document.querySelector<HTMLInputElement>('input[name="broker"]')?.focus();
    if ('errors' in result) return document.getElementById(`risk-${Object.keys(result.errors)[0]}`)?.focus();
    send({ type: 'purchase.submitRisk', risk: result.risk });
  };

  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <StepHeading>{t('purchase.risk.title')}</StepHeading>
      <BrokerChoice missing={brokerAsked && !hasBroker} />
      <Text color="fg.muted">{t('purchase.risk.lead')}</Text>
      {categoryId === 'home' && <AddressPicker onPick={(address) => setValues((current) => ({ ...current, ...address }))} />}
      {categoryId === 'travel' && <TravellerPicker onAges={(ages) => set('travellerAges', ages)} />}
      {categoryId === 'travel' && renewalOf && <RenewalDeparture policyNumber={renewalOf} onEarliest={setEarliestDeparture} />}
      {riskForms[categoryId].map((field) => (
        <RiskInput
          key={field.name}
          field={field}
          value={values[field.name]!}
          error={field.name === 'departureDate' && errors.departureDate && tooEarly({ categoryId, departureDate: String(values.departureDate) }) ? earliestDeparture! : errors[field.name] === true}
          onChange={(value) => set(field.name, value)}
        />
      ))}
      <Button type="submit" size="lg">
        {t('purchase.risk.getQuotes')}
      </Button>
    </Form>
  );
}

/** `error`: the field's problem; a day (a travel renewal's earliest departure) when the trip departs before it. */
function RiskInput({ field, value, error, onChange }: { field: RiskField; value: RiskValues[string]; error: boolean | string; onChange: (value: RiskValues[string]) => void }) {
  const t = useT();
  const label = t(`purchase.risk.${field.name}`);
  const intl = useIntl();
  const errorText =
    typeof error === 'string' ? t('purchase.renewal.departureTooEarly', { date: renewalDay(intl, error) }) : error ? t(`purchase.risk.${field.name}.error`) : undefined;
  if (field.kind === 'boolean') {
    return (
      <Choice type="checkbox" name={field.name} checked={value === true} onChange={() => onChange(value !== true)}>
        {label}
      </Choice>
    );
  }
  if (field.kind === 'members') return <MembersField members={Array.isArray(value) ? value : []} error={errorText} onChange={onChange} />;
  const hint = hasHint(field) ? t(`purchase.risk.${field.name}.hint`) : undefined;
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={label} error={errorText} hint={hint} id={`risk-${field.name}`}>
      {(ids) =>
        field.kind === 'select' ? (
          <Select {...ids} value={text} onChange={(event) => onChange(event.target.value)}>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(`purchase.risk.option.${option}`)}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...ids}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'integer' || 'digits' in field ? 'numeric' : field.kind === 'money' ? 'decimal' : undefined}
            autoComplete="off"
            autoCapitalize={'upper' in field ? 'characters' : undefined}
            spellCheck={field.kind === 'text' ? false : undefined}
            value={text}
            onChange={(event) => onChange('upper' in field ? event.target.value.toUpperCase() : event.target.value)}
          />
        )
      }
    </Field>
  );
}
