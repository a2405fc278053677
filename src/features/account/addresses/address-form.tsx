import { chakra } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { type AddressInput, COUNTRIES_WITHOUT_POSTAL_CODES, addressInputSchema } from '../../../../contract/account-area.ts';
import type { AddressItem } from '../../../../machines/account/account-lists.ts';
import { CountryRegionField } from '@/components/country-select/country-region-field.tsx';
import { Field, Form, Input } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { EntryFormFooter } from '../collection-parts.tsx';
import type { EntryFormProps } from '../collection-section.tsx';
import { problemResolver, useServerErrors } from '../field-problems.ts';

type Values = AddressInput;
const texts = [
  ['city', 'address-level2'],
  ['street', 'street-address'],
] as const;

/** One address: country and region from the country select, city, street, postal code, and whether it is the default. */
export function AddressForm({ item, busy, error, onSave, onCancel }: EntryFormProps<AddressItem, AddressInput>) {
  const t = useT();
  const form = useForm<Values>({
    resolver: problemResolver(addressInputSchema, t),
    errors: useServerErrors<Values>(error),
    defaultValues: {
      countryCode: item?.countryCode ?? '',
      region: item?.region ?? '',
      city: item?.city ?? '',
      street: item?.street ?? '',
      postalCode: item?.postalCode ?? '',
      makeDefault: item?.isDefault ?? false,
    },
  });
  const { errors } = form.formState;
  const problem = (name: keyof Values) => errors[name]?.message;
  const country = useWatch({ control: form.control, name: 'countryCode' });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSave)}>
      <CountryRegionField
        control={form.control}
        countryName="countryCode"
        regionName="region"
        countryLabel={t('myAccount.addresses.country')}
        regionLabel={t('myAccount.addresses.region')}
        topCountry="SA"
        required
      />
      {texts.map(([name, autoComplete]) => (
        <Field key={name} label={t(`myAccount.addresses.${name}`)} error={problem(name)}>
          {(ids) => <Input {...ids} autoComplete={autoComplete} {...form.register(name)} />}
        </Field>
      ))}
      <Field
        label={t(COUNTRIES_WITHOUT_POSTAL_CODES.includes(country) ? 'myAccount.addresses.postalCodeOptional' : 'myAccount.addresses.postalCode')}
        hint={country === 'SA' ? t('myAccount.addresses.postalCodeHintSA') : undefined}
        error={problem('postalCode')}
      >
        {(ids) => <Input {...ids} autoComplete="postal-code" dir="ltr" {...form.register('postalCode')} />}
      </Field>
      {!item?.isDefault && (
        <chakra.label display="flex" gap="2" alignItems="center" minH="11">
          <chakra.input type="checkbox" w="5" h="5" {...form.register('makeDefault')} />
          {t('myAccount.addresses.makeDefaultField')}
        </chakra.label>
      )}
      <EntryFormFooter busy={busy} error={error} onCancel={onCancel} saveLabel={t('myAccount.addresses.save')} />
    </Form>
  );
}
