import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCountryList, findByNamePrefix, flagEmoji } from '@/components/phone-input/countries.ts';
import { browserRegion, chooseDefaultCountry, detectIpCountry, needsIpLookup } from '@/components/phone-input/default-country.ts';
import { dropdownPlacement, dropdownReducer } from '@/components/phone-input/dropdown.ts';
import { applyEdit, formatAsYouType } from '@/components/phone-input/input-format.ts';
import { type IpCountryLookup, createHttpIpCountryLookup, parseIpCountryReply } from '@/components/phone-input/ip-country.ts';
import { createTypeAhead } from '@/components/phone-input/type-ahead.ts';

describe('country list', () => {
  it('names countries in the page language and sorts them for it, preferred first in the order given', () => {
    const en = buildCountryList('en', { preferredCountries: ['ae', 'SA'] });
    expect(en.slice(0, 2).map((c) => c.iso2)).toEqual(['AE', 'SA']);
    expect(en[1]).toEqual({ name: 'Saudi Arabia', iso2: 'SA', dialCode: '966', preferred: true });
    const rest = en.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(rest[0]).toBe('Afghanistan');

    const ar = buildCountryList('ar');
    expect(ar.find((c) => c.iso2 === 'SA')?.name).toBe('المملكة العربية السعودية');
    const names = ar.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('applies the only and ignore lists', () => {
    expect(buildCountryList('en', { onlyCountries: ['sa', 'ae', 'kw'] }).map((c) => c.iso2)).toEqual(['KW', 'SA', 'AE']);
    const ignored = buildCountryList('en', { ignoredCountries: ['IL', 'sa'] });
    expect(ignored.some((c) => c.iso2 === 'SA' || c.iso2 === 'IL')).toBe(false);
    expect(ignored.length).toBe(buildCountryList('en').length - 2);
  });

  it('draws flags as emoji, no images', () => {
    expect(flagEmoji('sa')).toBe('🇸🇦');
  });

  it('finds by name prefix, case-insensitively, wrapping around from a start index', () => {
    const list = buildCountryList('en', { onlyCountries: ['SA', 'SE', 'ES', 'EG'] }); // Egypt, Saudi Arabia, Spain, Sweden
    expect(list.map((c) => c.name)).toEqual(['Egypt', 'Saudi Arabia', 'Spain', 'Sweden']);
    expect(findByNamePrefix(list, 'sw', 'en')).toBe(3);
    expect(findByNamePrefix(list, 'S', 'en', 2)).toBe(2);
    expect(findByNamePrefix(list, 'e', 'en', 3)).toBe(0);
    expect(findByNamePrefix(list, 'x', 'en')).toBe(-1);
    expect(findByNamePrefix(buildCountryList('ar'), 'مصر', 'ar')).toBeGreaterThanOrEqual(0);
  });
});

describe('default country', () => {
  const list = buildCountryList('en', { preferredCountries: ['KW', 'AE'] });
  const base = { phone: '', list };

  it('a number typed with + wins over everything', () => {
    expect(chooseDefaultCountry({ ...base, phone: '+971 50', defaultCountry: 'SA', ipCountry: 'EG', browserLanguages: ['ar-JO'] })).toBe('AE');
  });
  it('then the configured default, then the lookup, then the browser language region', () => {
    expect(chooseDefaultCountry({ ...base, defaultCountry: 'sa', ipCountry: 'EG', browserLanguages: ['ar-JO'] })).toBe('SA');
    expect(chooseDefaultCountry({ ...base, ipCountry: 'EG', browserLanguages: ['ar-JO'] })).toBe('EG');
    expect(chooseDefaultCountry({ ...base, browserLanguages: ['en', 'ar-JO'] })).toBe('JO');
  });
  it('then the first preferred country, else the first of the list', () => {
    expect(chooseDefaultCountry({ ...base, browserLanguages: ['en'] })).toBe('KW');
    expect(chooseDefaultCountry({ phone: '', list: buildCountryList('en') })).toBe('AF');
    expect(chooseDefaultCountry({ phone: '', list: [] })).toBeUndefined();
  });
  it('skips every candidate the list does not offer', () => {
    const only = buildCountryList('en', { onlyCountries: ['KW', 'OM'] });
    expect(chooseDefaultCountry({ phone: '+966501234567', defaultCountry: 'SA', ipCountry: 'EG', browserLanguages: ['ar-JO'], list: only })).toBe('KW');
    expect(chooseDefaultCountry({ phone: '', ipCountry: 'xx', list: only })).toBe('KW');
  });
  it('reads the browser region only where a language names one', () => {
    expect(browserRegion(['en', 'ar-SA'])).toBe('SA');
    expect(browserRegion(['en', 'ar'])).toBeUndefined();
    expect(browserRegion(['not a tag', 'fr-FR'])).toBe('FR');
    // A region libphonenumber-js has no numbers for (Antarctica, Latin America) is skipped.
    expect(browserRegion(['en-AQ', 'es-419', 'ar-SA'])).toBe('SA');
  });
  it('asks the lookup only with auto default country on and no default or + number', () => {
    expect(needsIpLookup({ phone: '', autoDefaultCountry: true })).toBe(true);
    expect(needsIpLookup({ phone: '', autoDefaultCountry: false })).toBe(false);
    expect(needsIpLookup({ phone: '', defaultCountry: 'SA', autoDefaultCountry: true })).toBe(false);
    expect(needsIpLookup({ phone: '+٩٦٦', autoDefaultCountry: true })).toBe(false);
  });
});

describe('IP country lookup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const lookupOf = (fn: IpCountryLookup['lookup']): IpCountryLookup => ({ lookup: fn });

  it('reads the spec reply: first character 1, country at characters 2 and 3', () => {
    expect(parseIpCountryReply('1;SA;SAU;Saudi Arabia')).toBe('SA');
    expect(parseIpCountryReply('1;ae;ARE;United Arab Emirates')).toBe('AE');
    expect(() => parseIpCountryReply('0;;;WRONG INPUT')).toThrow(/refused/);
    expect(() => parseIpCountryReply('2;ZZ;ZZZ;Reserved')).toThrow();
    expect(() => parseIpCountryReply('1;ZZ;ZZZ;Unknown')).toThrow(/no known country/);
    expect(() => parseIpCountryReply('')).toThrow();
  });

  it('the HTTP adapter makes a GET with no payload and no credentials', async () => {
    const fetchFn = vi.fn(async () => new Response('1;KW;KWT;Kuwait\n'));
    const signal = new AbortController().signal;
    await expect(createHttpIpCountryLookup('https://ip.example/s', fetchFn).lookup(signal)).resolves.toBe('KW');
    expect(fetchFn).toHaveBeenCalledWith('https://ip.example/s', expect.objectContaining({ method: 'GET', credentials: 'omit', signal }));
    expect((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBeUndefined();
    const failing = vi.fn(async () => new Response('nope', { status: 503 }));
    await expect(createHttpIpCountryLookup('https://ip.example/s', failing).lookup(signal)).rejects.toThrow(/503/);
  });

  it('answering: resolves to the country, no warning', async () => {
    const warn = vi.fn();
    await expect(detectIpCountry(lookupOf(async () => 'EG'), { warn })).resolves.toBe('EG');
    expect(warn).not.toHaveBeenCalled();
  });

  it('failing: warns and resolves to undefined (the fallbacks follow)', async () => {
    const warn = vi.fn();
    await expect(detectIpCountry(lookupOf(async () => parseIpCountryReply('0;;;WRONG')), { warn })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Default country detection failed/));
  });

  it('hanging: gives up after 2 s, aborts the request, warns once', async () => {
    const warn = vi.fn();
    let signal: AbortSignal | undefined;
    let settled = false;
    const pending = detectIpCountry(
      lookupOf((s) => {
        signal = s;
        return new Promise((_, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))));
      }),
      { warn },
    ).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeUndefined();
    expect(signal?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/within 2000 ms/));
  });
});

describe('type to find', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the typed text while keys come within 700 ms, and starts afresh 700 ms after the last', () => {
    const typeAhead = createTypeAhead();
    expect(typeAhead.type('s')).toBe('s');
    vi.advanceTimersByTime(699);
    expect(typeAhead.type('w')).toBe('sw');
    vi.advanceTimersByTime(699);
    expect(typeAhead.type('e')).toBe('swe');
    vi.advanceTimersByTime(700);
    expect(typeAhead.type('e')).toBe('e');
    typeAhead.dispose();
  });
});

describe('dropdown', () => {
  it('opens below when more than 200 px is free beneath the field, else above', () => {
    expect(dropdownPlacement(500, 701)).toBe('below');
    expect(dropdownPlacement(500, 700)).toBe('above');
    expect(dropdownPlacement(100, 800)).toBe('below');
    expect(dropdownPlacement(780, 800)).toBe('above');
  });

  const list = buildCountryList('en', { onlyCountries: ['SA', 'SE', 'ES', 'EG', 'AE'] }); // Egypt, Saudi Arabia, Spain, Sweden, UAE
  const closed = { open: false, highlighted: 1 };

  it('opening highlights the selected country; arrows move and stop at the ends; Home and End jump', () => {
    let state = dropdownReducer(list, closed, { type: 'dropdown.open', selected: 1 });
    expect(state).toEqual({ open: true, highlighted: 1 });
    state = dropdownReducer(list, state, { type: 'dropdown.move', by: -1 });
    state = dropdownReducer(list, state, { type: 'dropdown.move', by: -1 });
    expect(state.highlighted).toBe(0);
    state = dropdownReducer(list, state, { type: 'dropdown.last' });
    state = dropdownReducer(list, state, { type: 'dropdown.move', by: 1 });
    expect(state.highlighted).toBe(4);
    expect(dropdownReducer(list, state, { type: 'dropdown.first' }).highlighted).toBe(0);
    expect(dropdownReducer(list, state, { type: 'dropdown.close' })).toEqual({ open: false, highlighted: 4 });
  });

  it('an arrow on the closed dropdown opens it without moving', () => {
    expect(dropdownReducer(list, closed, { type: 'dropdown.move', by: 1 })).toEqual({ open: true, highlighted: 1 });
  });

  it('typing finds by name prefix; repeating a letter cycles; no match keeps the highlight', () => {
    const at = (highlighted: number) => ({ open: true, highlighted });
    expect(dropdownReducer(list, at(0), { type: 'dropdown.find', query: 's', locale: 'en' }).highlighted).toBe(1);
    expect(dropdownReducer(list, at(1), { type: 'dropdown.find', query: 'ss', locale: 'en' }).highlighted).toBe(2);
    expect(dropdownReducer(list, at(1), { type: 'dropdown.find', query: 'sw', locale: 'en' }).highlighted).toBe(3);
    expect(dropdownReducer(list, at(3), { type: 'dropdown.find', query: 'swi', locale: 'en' }).highlighted).toBe(3);
    expect(dropdownReducer(list, { open: false, highlighted: 0 }, { type: 'dropdown.find', query: 'u', locale: 'en' })).toEqual({ open: true, highlighted: 4 });
  });
});

describe('editing the field', () => {
  it('formats nationally as you type, internationally after a +', () => {
    expect(formatAsYouType('0501234567', 'SA')).toBe('050 123 4567');
    expect(formatAsYouType('+966501234567', 'SA')).toBe('+966 50 123 4567');
    expect(formatAsYouType('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatAsYouType('٠٥٠١', 'SA')).toBe('050 1');
  });

  it('restricts to digits, spaces, parentheses, plus and hyphen when asked: a refused keystroke changes nothing', () => {
    expect(applyEdit('050', { text: '050a', caret: 4 }, 'insertText', { country: 'SA', allowedCharactersOnly: true })).toBeNull();
    expect(applyEdit('', { text: '+1 (2)-3', caret: 8 }, 'insertText', { allowedCharactersOnly: true, autoFormat: false })).toEqual({ text: '+1 (2)-3', caret: 8 });
  });

  it('applies a custom pattern filter to the whole text', () => {
    const pattern = /[05][0-9 ]*/;
    expect(applyEdit('', { text: '5', caret: 1 }, 'insertText', { pattern, autoFormat: false })).toEqual({ text: '5', caret: 1 });
    expect(applyEdit('', { text: '7', caret: 1 }, 'insertText', { pattern, autoFormat: false })).toBeNull();
  });

  it('refuses text longer than the maximum length', () => {
    expect(applyEdit('', { text: '1'.repeat(26), caret: 26 }, 'insertFromPaste', { autoFormat: false })).toBeNull();
    expect(applyEdit('', { text: '1'.repeat(25), caret: 25 }, 'insertFromPaste', { autoFormat: false })?.text).toHaveLength(25);
  });

  it('normalises Arabic-Indic digits as they are typed', () => {
    expect(applyEdit('', { text: '٠٥٠١٢٣٤٥٦٧', caret: 10 }, 'insertFromPaste', { country: 'SA' })).toEqual({ text: '050 123 4567', caret: 12 });
  });

  it('keeps the caret after the same digit when formatting rewrites the text', () => {
    // "050 123 4567": the customer types 9 after "050 1" (caret 5), the text reformats around it.
    const edited = applyEdit('050 123 4567', { text: '050 1923 4567', caret: 6 }, 'insertText', { country: 'SA' });
    expect(edited?.text.replace(/\D/g, '')).toBe('05019234567');
    expect(edited!.text.slice(0, edited!.caret).replace(/\D/g, '')).toBe('05019');
    // Backspace over a formatting space deletes the digit before it instead.
    const deleted = applyEdit('050 123 4567', { text: '050123 4567', caret: 3 }, 'deleteContentBackward', { country: 'SA' });
    expect(deleted!.text.replace(/\D/g, '')).toBe('051234567');
    expect(deleted!.text.slice(0, deleted!.caret).replace(/\D/g, '')).toBe('05');
  });
});
