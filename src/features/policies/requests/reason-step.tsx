import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { RequestFlow } from '../../../../machines/policy-requests/request-flow.ts';
import { errorText, Form } from '@/components/forms/form-ui.tsx';
import { TextArea } from '@/components/form-controls.ts';
import { useRequestFormat } from './request-format.ts';
import type { RequestFlowViews } from './request-flow-views.ts';
import { StepHeading } from './request-outcome.tsx';

/**
 * A request flow's reason step (step `step` of `steps`): the reasons of its kind, what was typed kept
 * on a refusal; its way back leaves the flow (`close`, when it is the first step) or goes a step back.
 */
export function reasonStepView<Flow extends RequestFlow, State extends string>(
  FlowViews: RequestFlowViews<Flow, State>,
  spec: { flow: Flow; step: number; steps: number; legend: 'cancellation.reasonLegend' | 'brokerChange.reasonLegend'; reasons: readonly string[]; back: 'close' | 'back' },
) {
  return function ReasonStepView() {
    const { t } = useRequestFormat();
    const send = FlowViews.useSend();
    const reasonCode = FlowViews.useSelect((s) => s.context.reasonCode);
    const reasonText = FlowViews.useSelect((s) => s.context.reasonText);
    const problem = FlowViews.useSelect((s) => s.context.problem === 'reason');
    return (
      <Stack gap="3">
        <StepHeading step={spec.step} steps={spec.steps} title={t('cancellation.summaryReason')} />
        <ReasonStep
          legend={t(spec.legend)}
          reasons={spec.reasons}
          reasonCode={reasonCode}
          reasonText={reasonText}
          problem={problem}
          onSubmit={(code, text) => send({ type: `${spec.flow}.submitReason`, reasonCode: code, reasonText: text })}
          onBack={() => send({ type: `${spec.flow}.${spec.back}` })}
          backLabel={t(spec.back === 'close' ? 'policyRequests.backToPolicy' : 'policyRequests.back')}
        />
      </Stack>
    );
  };
}

/** A reason from a list, plus free text (needed with “Another reason”). Nothing typed is lost on a refusal. */
function ReasonStep(props: {
  legend: string;
  reasons: readonly string[];
  reasonCode: string;
  reasonText: string;
  problem: boolean;
  onSubmit: (reasonCode: string, reasonText: string) => void;
  onBack: () => void;
  backLabel: string;
}) {
  const { t, reason } = useRequestFormat();
  const [code, setCode] = useState(props.reasonCode);
  const [text, setText] = useState(props.reasonText);
  const id = useId();
  const needsText = code === 'other';
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(code, text);
      }}
    >
      <chakra.fieldset display="flex" flexDirection="column" gap="2" aria-describedby={props.problem ? `${id}-problem` : undefined}>
        <chakra.legend fontWeight="medium" mb="1">
          {props.legend}
        </chakra.legend>
        {props.reasons.map((value) => (
          <chakra.label key={value} display="flex" gap="2" alignItems="center" minH="11">
            <chakra.input type="radio" name={`${id}-reason`} value={value} checked={code === value} onChange={() => setCode(value)} w="5" h="5" />
            {reason(value)}
          </chakra.label>
        ))}
      </chakra.fieldset>
      <chakra.label htmlFor={`${id}-text`} fontWeight="medium">
        {needsText ? t('policyRequests.reasonTextRequired') : t('policyRequests.reasonText')}
      </chakra.label>
      <TextArea id={`${id}-text`} rows={3} maxLength={500} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={props.problem && needsText ? true : undefined} />
      {props.problem && <StepProblem id={`${id}-problem`}>{t('policyRequests.reasonProblem')}</StepProblem>}
      <StepActions submit={t('policyRequests.continue')} onBack={props.onBack} backLabel={props.backLabel} />
    </Form>
  );
}

/** Why a step's answer was refused, read out as it appears (the field's aria-describedby names `id`). */
export function StepProblem({ id, children }: { id: string; children: string }) {
  return (
    <chakra.p id={id} role="alert" fontSize="sm" color={errorText}>
      {children}
    </chakra.p>
  );
}

/** A step's Continue (submits its form) and its way back. */
export function StepActions({ submit, onBack, backLabel }: { submit: string; onBack: () => void; backLabel: string }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="submit" size="lg">
        {submit}
      </Button>
      <Button type="button" variant="ghost" size="lg" onClick={onBack}>
        {backLabel}
      </Button>
    </HStack>
  );
}
