import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { enableDigitLevelPhoneValidation, mobileNumberSchema, parsePhone } from '../../../contract/phone.ts';
import { PhoneField, phoneFormValue } from '@/components/phone-input/phone-field.tsx';
import type { IpCountryLookup } from '@/components/phone-input/ip-country.ts';
import { renderApp } from '../../support/render-app.tsx';

enableDigitLevelPhoneValidation();
const value = (phone: string, country: string, restrictions = {}) => ({ phone, activeCountryCode: undefined, parsed: parsePhone(phone, country, restrictions) });

describe('phoneFormValue', () => {
  it('is E.164 when valid, the typed text otherwise, never accepted by the schema when the input says invalid', () => {
    expect(phoneFormValue(value('050 123 4567', 'SA'))).toBe('+966501234567');
    expect(phoneFormValue(value('050 1', 'SA'))).toBe('050 1');
    // Refused by an ignore list: valid E.164 text, yet the form value must fail the schema.
    const refused = phoneFormValue(value('+966501234567', 'SA', { ignoredCountries: ['SA'] }));
    expect(mobileNumberSchema.safeParse(refused).success).toBe(false);
  });
});

const lookup: IpCountryLookup = { lookup: async () => 'SA' };
const schema = z.object({ mobile: mobileNumberSchema });

function Form({ onSubmit, expose }: { onSubmit: (values: z.infer<typeof schema>) => void; expose: (reset: (mobile: string) => void) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { mobile: '' } });
  expose((mobile) => form.reset({ mobile }));
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <PhoneField control={form.control} name="mobile" label="Mobile" ipLookup={lookup} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PhoneField in a react-hook-form form', () => {
  it('submits E.164, shows the schema error translated, and follows a reset', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    let reset: (mobile: string) => void = () => undefined;
    await renderApp('/about-us', { children: <Form onSubmit={onSubmit} expose={(r) => (reset = r)} /> });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Mobile' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country Saudi Arabia/ })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid mobile number.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, '0501234567');
    expect((input as HTMLInputElement).value).toBe('050 123 4567');
    expect(screen.getByText('Valid phone number')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mobile: '+966501234567' }, expect.anything()));

    act(() => reset('+971501234567'));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement).value).toBe('+971 50 123 4567'));
    expect(screen.getByRole('combobox', { name: /United Arab Emirates/ })).toBeTruthy();
  });
});
