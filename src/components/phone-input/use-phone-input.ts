import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type CountryCode, type CountryRestrictions, type ParsedPhone, asCountryCode, enableDigitLevelPhoneValidation, parsePhone } from '../../../contract/phone.ts';
import { type CountryEntry, buildCountryList } from './countries.ts';
import { chooseDefaultCountry, needsIpLookup, sharedIpCountry } from './default-country.ts';
import { PHONE_MAX_LENGTH, applyEdit, countryOfTypedNumber, formatAsYouType, switchCountry } from './input-format.ts';
import { type IpCountryLookup, createHttpIpCountryLookup } from './ip-country.ts';

/** The phone input's value (docs/product-spec.md, "Entities and their fields"). */
export interface PhoneInputValue {
  phone: string;
  activeCountryCode: CountryCode | undefined;
  parsed: ParsedPhone;
}

export interface PhoneInputBehaviour extends CountryRestrictions {
  /** Restrict typing to digits, spaces, parentheses, plus and hyphen (a refused key changes nothing). */
  allowedCharactersOnly?: boolean;
  /** A custom filter: text it does not match whole is refused. */
  pattern?: RegExp;
  /** Shown first in the dropdown, in this order. */
  preferredCountries?: readonly string[];
  /** National format as you type (international after a +). Default on. */
  autoFormat?: boolean;
  /** Ask the network-address lookup for the default country. Default on. */
  autoDefaultCountry?: boolean;
  defaultCountry?: string;
  maxLength?: number;
  /** The lookup to ask (default: the HTTP one at VITE_IP_COUNTRY_URL or the reference API's stand-in). */
  ipLookup?: IpCountryLookup;
}

// The metadata is here now, so every form on this page validates mobile numbers digit by digit.
enableDigitLevelPhoneValidation();

let defaultLookup: IpCountryLookup | undefined;
const appLookup = () => (defaultLookup ??= createHttpIpCountryLookup());

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

/** The phone input's state and the edits it accepts; rendering is phone-input.tsx's. */
export function usePhoneInput(
  inputRef: RefObject<HTMLInputElement | null>,
  options: PhoneInputBehaviour & { locale: string; initialPhone: string; onChange?: ((value: PhoneInputValue) => void) | undefined },
) {
  const { locale, autoFormat = true, maxLength = PHONE_MAX_LENGTH, onlyCountries, ignoredCountries, preferredCountries } = options;
  const restrictions = useMemo(() => ({ onlyCountries, ignoredCountries }), [onlyCountries, ignoredCountries]);
  const list = useMemo(() => buildCountryList(locale, { onlyCountries, ignoredCountries, preferredCountries }), [locale, onlyCountries, ignoredCountries, preferredCountries]);
  const offered = useMemo(() => list.map((entry) => entry.iso2 as string), [list]);

  const [country, setCountry] = useState<CountryCode | undefined>(() =>
    chooseDefaultCountry({ phone: options.initialPhone, defaultCountry: options.defaultCountry, browserLanguages: browserLanguages(), list }),
  );
  const [phone, setPhone] = useState(() => (autoFormat && options.initialPhone ? formatAsYouType(options.initialPhone, country) : options.initialPhone));
  // Once the customer focuses the field, types or picks a country, the lookup's late answer is ignored.
  const decided = useRef(false);
  const caret = useRef<number | null>(null);
  const [, rerender] = useState(0);

  const parsed = useMemo(() => parsePhone(phone, country, restrictions), [phone, country, restrictions]);
  const activeEntry: CountryEntry | undefined = list.find((entry) => entry.iso2 === country);

  useEffect(() => {
    const auto = options.autoDefaultCountry ?? true;
    if (!needsIpLookup({ phone: options.initialPhone, defaultCountry: options.defaultCountry, autoDefaultCountry: auto })) return;
    let active = true;
    void sharedIpCountry(options.ipLookup ?? appLookup()).then((ipCountry) => {
      if (!active || decided.current) return;
      setCountry(chooseDefaultCountry({ phone: '', ipCountry, browserLanguages: browserLanguages(), list }));
    });
    return () => {
      active = false;
    };
    // Only at mount: the default country is chosen once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = useRef(options.onChange);
  useEffect(() => {
    onChange.current = options.onChange;
  });
  useEffect(() => {
    onChange.current?.({ phone, activeCountryCode: country, parsed });
  }, [phone, country, parsed]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const edit = (text: string, selectionStart: number | null, inputType: string) => {
    const result = applyEdit(phone, { text, caret: selectionStart ?? text.length }, inputType, {
      country,
      autoFormat,
      allowedCharactersOnly: options.allowedCharactersOnly,
      pattern: options.pattern,
      maxLength,
    });
    if (!result) {
      // Refused: the previous text stays, the caret where it was before the keystroke.
      caret.current = Math.max(0, (selectionStart ?? 0) - (text.length - phone.length));
      rerender((n) => n + 1);
      return;
    }
    caret.current = result.caret;
    setPhone(result.text);
    // The customer is typing: a late lookup answer must not change the country under their number.
    if (result.text !== '') decided.current = true;
    const typedCountry = asCountryCode(parsePhone(result.text).country) ?? asCountryCode(countryOfTypedNumber(result.text, country, offered));
    if (typedCountry && offered.includes(typedCountry)) {
      decided.current = true;
      setCountry(typedCountry);
    }
  };

  // Text typed into the prerendered field before this code loaded and hydrated it is the customer's:
  // React leaves it on screen at hydration, but the next render would put the state's text back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== phone) edit(input.value, input.selectionStart, 'insertText');
    // Only at mount: afterwards every keystroke goes through edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selectCountry = (entry: CountryEntry) => {
    decided.current = true;
    setCountry(entry.iso2);
    setPhone((current) => (current ? switchCountry(current, entry.dialCode, autoFormat, entry.iso2) : current));
  };

  /** The customer reached the field (focus): from now on a late lookup answer leaves the country alone. */
  const interact = () => {
    decided.current = true;
  };

  return { phone, country, parsed, list, activeEntry, edit, selectCountry, interact };
}
