import { Stack, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { cancellationReasons } from '../../../../contract/policy-request-reasons.ts';
import { Form } from '@/components/forms/form-ui.tsx';
import { Input } from '@/components/form-controls.ts';
import { reasonStepView, StepActions, StepProblem } from '../requests/reason-step.tsx';
import { useRequestFormat } from '../requests/request-format.ts';
import { StepHeading } from '../requests/request-outcome.tsx';
import { Cancellation } from './cancellation-flow.ts';

export const CANCELLATION_STEPS = 4;

export const ReasonStepView = reasonStepView(Cancellation, {
  flow: 'cancellation',
  step: 1,
  steps: CANCELLATION_STEPS,
  legend: 'cancellation.reasonLegend',
  reasons: cancellationReasons,
  back: 'close',
});

/** The day the cancellation takes effect: a native date input limited to the policy's remaining days. */
export function DateStep() {
  const f = useRequestFormat();
  const { t } = f;
  const send = Cancellation.useSend();
  const { effectiveDate, earliestDate, latestDate, problem } = Cancellation.useSelect((s) => ({
    effectiveDate: s.context.effectiveDate,
    earliestDate: s.context.earliestDate,
    latestDate: s.context.latestDate,
    problem: s.context.problem === 'date',
  }));
  const [day, setDay] = useState(effectiveDate);
  const id = useId();
  const bounds = { earliest: f.day(earliestDate), latest: f.day(latestDate) };
  return (
    <Stack gap="3">
      <StepHeading step={2} steps={CANCELLATION_STEPS} title={t('cancellation.dateHeading')} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'cancellation.submitDate', effectiveDate: day });
        }}
      >
        <chakra.label htmlFor={id} fontWeight="medium">
          {t('cancellation.dateLabel')}
        </chakra.label>
        <Input
          id={id}
          type="date"
          dir="ltr"
          min={earliestDate}
          max={latestDate}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
        />
        <chakra.p id={`${id}-hint`} fontSize="sm" color="fg.muted">
          {t('cancellation.dateHint', bounds)}
        </chakra.p>
        {problem && <StepProblem id={`${id}-problem`}>{t('cancellation.dateProblem', bounds)}</StepProblem>}
        <StepActions submit={t('policyRequests.continue')} onBack={() => send({ type: 'cancellation.back' })} backLabel={t('policyRequests.back')} />
      </Form>
    </Stack>
  );
}
