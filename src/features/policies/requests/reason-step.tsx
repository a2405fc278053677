import { Button, HStack, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorText, Form } from '@/components/forms/form-ui.tsx';
import { TextArea } from '@/components/form-controls.ts';
import { useRequestFormat } from './request-format.ts';

/** A reason from a list, plus free text (needed with “Another reason”). Nothing typed is lost on a refusal. */
export function ReasonStep(props: {
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
      {props.problem && (
        <chakra.p id={`${id}-problem`} role="alert" color={errorText} fontSize="sm">
          {t('policyRequests.reasonProblem')}
        </chakra.p>
      )}
      <StepActions submit={t('policyRequests.continue')} onBack={props.onBack} backLabel={props.backLabel} />
    </Form>
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
