import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { InsuredPerson } from '../../../../contract/purchase.ts';
import { textProblemKey } from '@/components/forms/translated-resolver.ts';
import { withRules } from '@/components/forms/with-rules.ts';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { coversPolicyholder, departureDateOf, othersInsured } from '../../../../machines/purchase/purchase.selectors.ts';
import { Field, Form, Input } from '../ui.tsx';
import { GenderSelect } from '@/components/forms/gender-select.tsx';
import { dateOfBirthProblem, quotedAgeHint, quotedAgeOf } from './insured-ages.ts';
import { peopleProblems } from './people-rules.ts';
import { InsuredPersonFields } from './insured-person-fields.tsx';
import { addDays, startWindow } from './dates.ts';
import { type Saved, WithSavedPeople } from './saved-people-gate.tsx';
import { StepHeading } from './step-heading.tsx';
import { type PeopleValues, peopleSchema } from './people-values.ts';


/** Step 4: the policyholder (prefilled from the profile), the other insured people (picked from My Groups or typed), and the start date within the allowed window. */
export default function PeopleStep() {
  const isGuest = usePurchase((snapshot) => snapshot.context.isGuest);
  return <WithSavedPeople isGuest={isGuest}>{(saved) => <PeopleForm saved={saved} />}</WithSavedPeople>;
}

function PeopleForm({ saved: { holder: known, members } }: { saved: Saved }) {
  const t = useT();
  const intl = useIntl();
  const send = usePurchaseSend();
  const context = usePurchase((snapshot) => snapshot.context);
  const others = usePurchase((snapshot) => othersInsured(snapshot.context.risk), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const includeSelf = usePurchase((snapshot) => coversPolicyholder(snapshot.context.risk));
  const window = startWindow(context.category?.startDateWindowDays ?? 30);
  // The last day the cover may start, written out in the reader's language.
  const lastStart = intl.formatDate(`${window.max}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  // A travel policy starts on the departure date (the server's rule): nothing to choose.
  const departure = departureDateOf(context.risk);
  // A renewal continues the old cover: it starts the day after it ends (the server's rule), set when it loaded.
  const renewalStart = context.renewalOf && !departure ? context.startDate : null;
  // Gender is never guessed: left out of the defaults, it stays unchosen (the select's empty first
  // option) until the customer (or the profile) says.
  const holder = context.policyholder ?? { firstName: '', lastName: '', dateOfBirth: '', mobileNumber: '', emailAddress: '', nationalId: '', ...context.prefill, ...known };
  const saved = context.insuredPersons.filter((person) => person.relation !== 'self');
  const form = useForm<PeopleValues>({
    // The schema and the rules it cannot hold in one pass: every field's problem at once.
    resolver: withRules(zodResolver(peopleSchema), (values) => peopleProblems(values, { window: departure || renewalStart ? null : window, risk: context.risk, includeSelf })),
    defaultValues: {
      policyholder: { middleName: '', ...holder },
      insuredPersons: others.map((other, index) => ({ firstName: '', lastName: '', dateOfBirth: '', ...saved[index], relation: other.fixed ? other.relation : (saved[index]?.relation ?? other.relation) })),
      startDate: departure ?? renewalStart ?? (context.startDate && context.startDate >= window.min && context.startDate <= window.max ? context.startDate : window.min),
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const { policyholder } = values;
    const self: InsuredPerson = { firstName: policyholder.firstName, lastName: policyholder.lastName, dateOfBirth: policyholder.dateOfBirth, gender: policyholder.gender, relation: 'self' };
    send({ type: 'purchase.submitPeople', policyholder: { ...policyholder, middleName: policyholder.middleName || undefined }, insuredPersons: [...(includeSelf ? [self] : []), ...values.insuredPersons], startDate: values.startDate });
  });
  const field = (name: 'firstName' | 'middleName' | 'lastName' | 'emailAddress' | 'nationalId', type = 'text', autoComplete?: string) => (
    <Field label={t(`purchase.people.${name}`)} error={errors.policyholder?.[name] ? t(textProblemKey(errors.policyholder[name].message) ?? `purchase.people.${name}.error`) : undefined}>
      {(ids) => <Input {...ids} type={type} autoComplete={autoComplete} {...form.register(`policyholder.${name}`)} />}
    </Field>
  );
  return (
    <Form noValidate onSubmit={submit}>
      <StepHeading>{t('purchase.people.title')}</StepHeading>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="semibold" mb="2">{t('purchase.people.policyholder')}</Text>
        {field('firstName', 'text', 'given-name')}
        {field('middleName', 'text', 'additional-name')}
        {field('lastName', 'text', 'family-name')}
        <Field label={t('purchase.people.dateOfBirth')} hint={includeSelf ? quotedAgeHint(intl, quotedAgeOf(context.risk, 0)) : undefined} error={dateOfBirthProblem(intl, errors.policyholder?.dateOfBirth)}>
          {(ids) => <Input {...ids} type="date" autoComplete="bday" max={addDays(0)} {...form.register('policyholder.dateOfBirth')} />}
        </Field>
        <Field label={t('purchase.people.gender')} error={errors.policyholder?.gender ? t('purchase.people.gender.error') : undefined}>
          {(ids) => <GenderSelect {...ids} wording="purchase" {...form.register('policyholder.gender')} />}
        </Field>
        <PhoneField control={form.control} name="policyholder.mobileNumber" label={t('purchase.people.mobileNumber')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
        {field('emailAddress', 'email', 'email')}
        {field('nationalId', 'text', 'off')}
      </Stack>
      {others.map((other, index) => (
        <InsuredPersonFields key={index} index={index} relation={other.fixed ? other.relation : null} form={form} members={members} />
      ))}
      {departure ? (
        <Text>{t('purchase.people.startsOnDeparture')}</Text>
      ) : renewalStart ? (
        <Text>{t('purchase.renewal.startDate', { date: intl.formatDate(`${renewalStart}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) })}</Text>
      ) : (
        <Field label={t('purchase.people.startDate')} hint={t('purchase.people.startDate.hint', { last: lastStart })} error={errors.startDate ? t('purchase.people.startDate.error', { last: lastStart }) : undefined}>
          {(ids) => <Input {...ids} type="date" min={window.min} max={window.max} {...form.register('startDate')} />}
        </Field>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={() => send({ type: 'purchase.back' })}>
          {t('purchase.back')}
        </Button>
        <Button type="submit" size="lg" flex={{ base: 'none', sm: '1' }}>
          {t('purchase.people.toReview')}
        </Button>
      </Stack>
    </Form>
  );
}
