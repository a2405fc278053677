import { Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Field, Form } from '@/components/forms/form-ui.tsx';
import { Input, Select, TextArea } from '@/components/form-controls.ts';
import { isOneOf } from '@/lib/one-of.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ClaimReport } from './claim-report-flow.ts';
import { Ltr, Problem, StepButtons, StepTitle, failureText, useRichT } from './claim-ui.tsx';
import { type DetailValues, type FieldName, type FieldSpec, claimedCategory, detailFields, fromDetails, toDetails } from './details-fields.ts';

export const REPORT_STEPS = 4;

/** Step 1, what happened: only the questions of the policy's category; a problem (ours or the server's) under its field. */
/** The refusals of a detail that the server names a field for (the others are said above the form). */
const fieldRefusals = ['incident_outside_cover', 'policy_cancelled', 'policy_expired', 'claim_duplicate', 'trip_outside_cover', 'claim_draft_limit'] as const;

export function DetailsStep() {
  const t = useT();
  const rich = useRichT();
  const send = ClaimReport.useSend();
  const busy = ClaimReport.useTag('busy');
  const { policy, details, problems, error, fromList } = ClaimReport.useSelect((s) => ({
    policy: s.context.policy,
    details: s.context.details,
    problems: s.context.problems,
    error: s.context.error,
    fromList: s.context.policyNumber === '',
  }));
  const category = claimedCategory(policy?.categoryId);
  const [values, setValues] = useState<DetailValues>(() => fromDetails(details, category));
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  // A refusal of the server names its field; another failure, or one naming no field of this form (the
  // policy's own refusals name policyNumber), is said above the form.
  const fieldProblems = problems.filter((name) => detailFields[category].some((field) => field.name === name));
  const code = error?.code;
  const refusal = error && fieldProblems.length > 0 ? t(isOneOf(fieldRefusals, code) ? `claims.refusal.${code}` : 'claims.refusal.validation_failed') : null;
  const problemOf = (name: FieldName) => (problems.includes(name) ? (refusal ?? t(`claims.problem.${name}`)) : undefined);
  return (
    <Stack gap="4">
      <StepTitle step={1} steps={REPORT_STEPS} title={t('claims.details.title')} />
      {policy && <chakra.p color="fg.muted">{rich('claims.details.on', { product: policy.productName, policyNumber: <Ltr>{policy.policyNumber}</Ltr> })}</chakra.p>}
      {error && fieldProblems.length === 0 && <Problem message={failureText(t, error, 'claims.error.save')} />}
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'claim.submitDetails', details: toDetails(category, values) });
        }}
      >
        {detailFields[category].map((field) => (
          <DetailField key={field.name} field={field} value={values[field.name] ?? ''} problem={problemOf(field.name)} onChange={(value) => set(field.name, value)} />
        ))}
        <StepButtons
          submit={t('claims.continue')}
          busy={busy}
          back={fromList ? t('claims.back') : t('claims.backToPolicy')}
          onBack={() => send(fromList ? { type: 'claim.back' } : { type: 'claim.close' })}
        />
      </Form>
    </Stack>
  );
}

function DetailField({ field, value, problem, onChange }: { field: FieldSpec; value: string; problem: string | undefined; onChange: (value: string) => void }) {
  const t = useT();
  const label = t(`claims.field.${field.name}`) + (field.optional ? ` ${t('claims.optional')}` : '');
  if (field.control === 'checkbox') {
    return (
      <chakra.label display="flex" gap="3" alignItems="center" minH="11">
        <input type="checkbox" checked={value === 'true'} onChange={(event) => onChange(String(event.target.checked))} />
        {label}
      </chakra.label>
    );
  }
  if (field.control === 'radio') {
    return (
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend fontWeight="medium" mb="1">
          {label}
        </chakra.legend>
        {(field.options ?? []).map((option) => (
          <chakra.label key={option} display="flex" gap="3" alignItems="center" minH="11">
            <input type="radio" name={field.name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {t(`claims.reportSource.${option}`)}
          </chakra.label>
        ))}
      </chakra.fieldset>
    );
  }
  return (
    <Field label={label} error={problem} hint={field.control === 'amount' ? t('claims.amountHint') : undefined}>
      {(ids) => {
        const common = { ...ids, value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
        if (field.control === 'select') {
          return (
            <Select {...common}>
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {t(`claims.kind.${option}`)}
                </option>
              ))}
            </Select>
          );
        }
        // What the customer types reads in its own direction (an English description on an Arabic page).
        if (field.control === 'textarea') return <TextArea rows={3} dir="auto" {...common} />;
        if (field.control === 'date') return <Input type="date" dir="ltr" {...common} />;
        if (field.control === 'time') return <Input type="time" dir="ltr" {...common} />;
        if (field.control === 'amount' || field.control === 'percent') return <Input inputMode="decimal" dir="ltr" {...common} />;
        return <Input type="text" dir="auto" {...common} />;
      }}
    </Field>
  );
}
