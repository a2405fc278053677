import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../../contract/phone.ts';
import type { IpCountryLookup } from '@/components/phone-input/ip-country.ts';
import { PhoneInput } from '@/components/phone-input/phone-input.tsx';
import { renderApp } from '../../support/render-app.tsx';

describe('PhoneInput default country', () => {
  it('takes a late lookup answer only in fields the customer has not reached (focused, typed in)', async () => {
    let answer: (country: CountryCode) => void = () => undefined;
    const lookup: IpCountryLookup = { lookup: () => new Promise((resolve) => (answer = resolve)) };
    await renderApp('/about-us', {
      children: (
        <>
          <PhoneInput label="Typed in" ipLookup={lookup} preferredCountries={['KW']} />
          <PhoneInput label="Untouched" ipLookup={lookup} preferredCountries={['KW']} />
        </>
      ),
    });
    const typed = await screen.findByRole('textbox', { name: 'Typed in' });
    await screen.findByRole('textbox', { name: 'Untouched' });
    // jsdom's language is en-US: its region first, before the answer.
    const countryOf = (index: number) => screen.getAllByRole('combobox')[index]!.getAttribute('data-country');
    expect(countryOf(0)).toBe('US');
    await userEvent.setup().type(typed, '2015550123');
    act(() => answer('AE'));
    await waitFor(() => expect(countryOf(1)).toBe('AE'));
    expect(countryOf(0)).toBe('US');
    expect((typed as HTMLInputElement).value).toBe('(201) 555-0123');
  });

  it('sets the browser custom validity message while the number is invalid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lookup: IpCountryLookup = { lookup: async () => 'SA' };
    await renderApp('/about-us', { children: <PhoneInput label="Phone" ipLookup={lookup} defaultCountry="SA" invalidMessage="Not a number we can call." /> });
    const input = (await screen.findByRole('textbox', { name: 'Phone' })) as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(input, '0501');
    expect(input.validationMessage).toBe('Not a number we can call.');
    await user.type(input, '234567');
    expect(input.value).toBe('050 123 4567');
    expect(input.validationMessage).toBe('');
  });
});
