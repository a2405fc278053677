import type { Locator, Page, Route } from '@playwright/test';
import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';

/**
 * The phone input on the demo page /dev/components (staging build), in English and Arabic: keyboard,
 * pointer, dropdown direction, the IP country lookup answering / refusing / failing / hanging,
 * formatting and caret, right-to-left rendering, react-hook-form + zod, axe.
 */
type Lang = 'en' | 'ar';
const words = {
  en: { country: 'Country', default: 'Default options', preferred: 'Preferred countries', only: 'Only the Gulf countries', ignored: 'Saudi Arabia and Egypt ignored', restricted: 'Allowed characters only', bottom: 'Near the bottom of the page', form: 'In a form', submit: 'Submit', saudi: 'Saudi Arabia', uae: 'United Arab Emirates', us: 'United States', egypt: 'Egypt', bahrain: 'Bahrain', valid: 'Valid phone number', invalid: 'Enter a valid phone number.', invalidMobile: 'Enter a valid mobile number.', submitted: 'Submitted: +966501234567', placeholder: 'Enter a phone number' },
  ar: { country: 'الدولة', default: 'الخيارات الافتراضية', preferred: 'الدول المفضلة', only: 'دول الخليج فقط', ignored: 'مع استبعاد السعودية ومصر', restricted: 'الأحرف المسموح بها فقط', bottom: 'قرب أسفل الصفحة', form: 'داخل نموذج', submit: 'إرسال', saudi: 'المملكة العربية السعودية', uae: 'الإمارات العربية المتحدة', us: 'الولايات المتحدة', egypt: 'مصر', bahrain: 'البحرين', valid: 'رقم هاتف صحيح', invalid: 'أدخل رقم هاتف صحيحًا.', invalidMobile: 'أدخل رقم جوال صحيحًا.', submitted: 'أُرسل: +966501234567', placeholder: 'أدخل رقم الهاتف' },
} as const;

type Lookup = { reply: string } | 'abort' | 'hang';
async function openDemo(page: Page, lang: Lang, lookup?: Lookup) {
  if (lookup) {
    await page.route('**/basic/ip-country', async (route: Route) => {
      if (lookup === 'hang') return; // never answers
      if (lookup === 'abort') return route.abort('failed');
      await route.fulfill({ status: 200, contentType: 'text/plain', body: lookup.reply });
    });
  }
  await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  await page.goto('/dev/components');
  await waitForApp(page);
  await expect(page.getByRole('textbox').first()).toBeVisible();
}

// Phone demos only (the country select demos have no text box).
const demo = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title }) }).filter({ has: page.getByRole('textbox') });
// The phone input's country combobox: "Country Saudi Arabia +966" (a country select is just "Country").
const combobox = (scope: Locator, lang: Lang) => scope.getByRole('combobox', { name: new RegExp(`^${words[lang].country} `) });
const activeOption = async (page: Page, box: Locator) => page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
/** Picks a country with the mouse, so a test does not depend on when the IP lookup answers. */
async function chooseCountry(page: Page, scope: Locator, lang: Lang, name: string) {
  await combobox(scope, lang).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await expect(combobox(scope, lang)).toHaveAccessibleName(new RegExp(name));
}

/*
 * Four tests prove what does not depend on the language (the arrows, Enter, Escape and Tab, where the
 * list opens, which countries a list holds, an outside click), so each runs in one language; the others
 * run in both: Arabic letters typed to find a country, Arabic-Indic digits, the messages in Arabic, the
 * page's axe check, and the right-to-left layout test below.
 */
const oneLanguage = { keyboard: 'en', placement: 'ar', lists: 'en', outsideClick: 'ar' } as const;

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];

  if (lang === oneLanguage.keyboard) test(`keyboard: open, arrows, Enter, Escape, Tab (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const section = demo(page, w.default);
    const box = combobox(section, lang);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    // Opening highlights the selected country (whichever the default-country rules chose).
    await expect(await activeOption(page, box)).toHaveAttribute('aria-selected', 'true');
    const selectedName = (await (await activeOption(page, box)).locator('.name').innerText()).trim();
    await expect(box).toHaveAccessibleName(new RegExp(selectedName));

    // Down moves to the next option; Enter selects it and closes.
    const options = listbox.getByRole('option');
    const selectedIndex = await options.evaluateAll((nodes) => nodes.findIndex((n) => n.getAttribute('aria-selected') === 'true'));
    const nextName = (await options.nth(selectedIndex + 1).locator('.name').innerText()).trim();
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page, box)).toContainText(nextName);
    await page.keyboard.press('ArrowUp');
    await expect(await activeOption(page, box)).toContainText(selectedName);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAccessibleName(new RegExp(nextName));
    await expect(box).toBeFocused();

    // Escape closes without choosing.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAccessibleName(new RegExp(nextName));

    // Tab closes and moves on to the number.
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
    await expect(section.getByRole('textbox')).toBeFocused();
  });

  test(`keyboard: type to find, afresh after 700 ms without a key (${lang})`, async ({ page }) => {
    // The page runs on Playwright's clock, stopped once the page is up: the keys of a word come at
    // one instant, and the 700 ms pass when the test says, however busy the test machine is.
    await page.clock.install();
    await openDemo(page, lang);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const box = combobox(demo(page, w.default), lang);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Typed letters find by name prefix (even with the list closed). Keys as a keyboard of the
    // language sends them (an Arabic layout sends keydown with key "م").
    const typeKeys = (keys: string) =>
      box.evaluate((element, all) => {
        for (const key of all) element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }, keys);
    await box.focus();
    const [first, second] = lang === 'en' ? ['Swe', 'E'] : ['مصر', 'ب'];
    await typeKeys(first);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(await activeOption(page, box)).toContainText(lang === 'en' ? 'Sweden' : w.egypt);
    await page.clock.runFor(800);
    await typeKeys(second);
    const found = (await (await activeOption(page, box)).locator('.name').innerText()).trim();
    expect(found.startsWith(second), found).toBe(true);
    await page.keyboard.press('Enter');
    await expect(box).toHaveAccessibleName(new RegExp(found));
  });

  if (lang === oneLanguage.placement) test(`the dropdown opens below with more than 200 px free beneath, else above (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const open = async (box: Locator) => {
      await box.click();
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      return listbox;
    };

    // At the top of the page: plenty of room below.
    const top = demo(page, w.default);
    let listbox = await open(combobox(top, lang));
    await expect(listbox).toHaveAttribute('data-placement', 'below');
    const topField = (await top.getByRole('textbox').boundingBox())!;
    expect((await listbox.boundingBox())!.y).toBeGreaterThanOrEqual(topField.y + topField.height - 1);
    await page.keyboard.press('Escape');

    // A field in the middle of the page, placed just over and just under the threshold.
    const middle = demo(page, w.ignored);
    const field = middle.getByRole('textbox');
    const placeFieldBottomAt = async (spaceBelow: number) => {
      await field.evaluate((element, space) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - space)), spaceBelow);
      const actual = await field.evaluate((element) => window.innerHeight - element.getBoundingClientRect().bottom);
      expect(Math.abs(actual - spaceBelow)).toBeLessThan(2);
    };
    await placeFieldBottomAt(210);
    listbox = await open(combobox(middle, lang));
    await expect(listbox).toHaveAttribute('data-placement', 'below');
    await page.keyboard.press('Escape');
    await placeFieldBottomAt(190);
    listbox = await open(combobox(middle, lang));
    await expect(listbox).toHaveAttribute('data-placement', 'above');
    const listBox = (await listbox.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual((await field.boundingBox())!.y + 1);
    await page.keyboard.press('Escape');

    // At the very bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    listbox = await open(combobox(demo(page, w.bottom), lang));
    await expect(listbox).toHaveAttribute('data-placement', 'above');
    await page.screenshot({ path: test.info().outputPath(`dropdown-above-${lang}.png`) });
  });

  test(`formatting as you type, Arabic-Indic digits, caret, validity message and the valid label (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const section = demo(page, w.default);
    const input = section.getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', w.placeholder);
    await expect(input).toHaveAttribute('name', 'telephone');
    await expect(input).toHaveAttribute('maxlength', '25');
    await expect(input).toHaveAttribute('dir', 'ltr');

    await chooseCountry(page, section, lang, w.saudi);
    await input.pressSequentially('0501');
    await expect(input).toHaveValue('050 1');
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(w.invalid);
    await expect(section.getByText(w.valid)).toBeHidden();

    // Caret: type 7 after "050 1" in "050 123 456"; formatting moves the space, the caret stays after the 7.
    await input.fill('');
    await input.pressSequentially('050123456');
    await expect(input).toHaveValue('050 123 456');
    await input.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 5));
    await page.keyboard.type('7');
    await expect(input).toHaveValue('050 172 3456');
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(6);
    // Backspace over a formatting space deletes the digit before it.
    await input.evaluate((el: HTMLInputElement) => el.setSelectionRange(8, 8));
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue(/^[\d ]+$/);
    expect((await input.inputValue()).replace(/\D/g, '')).toBe('050173456');
    const caret = await input.evaluate((el: HTMLInputElement) => el.value.slice(0, el.selectionStart ?? 0).replace(/\D/g, ''));
    expect(caret).toBe('05017');

    // Arabic-Indic digits are accepted and normalised; a valid number shows the label and clears the custom validity.
    await input.fill('');
    await input.pressSequentially('٠٥٠١٢٣٤٥٦٧');
    await expect(input).toHaveValue('050 123 4567');
    await expect(section.getByText(w.valid)).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');

    // A number typed with + is international and picks its country.
    await input.fill('');
    await input.pressSequentially('+971501234567');
    await expect(input).toHaveValue('+971 50 123 4567');
    await expect(combobox(section, lang)).toHaveAccessibleName(new RegExp(w.uae));
    // Choosing another country puts its calling code in front.
    await combobox(section, lang).click();
    await page.getByRole('listbox').getByRole('option', { name: w.saudi }).click();
    await expect(input).toHaveValue('+966 50 123 4567');
    await expect(section.getByText(w.valid)).toBeVisible();

    // Restricted demo: only digits, spaces, parentheses, plus and hyphen; no auto formatting; default Egypt.
    const restricted = demo(page, w.restricted);
    await expect(combobox(restricted, lang)).toHaveAccessibleName(new RegExp(w.egypt));
    await restricted.getByRole('textbox').pressSequentially('010a 0(1)-x2');
    await expect(restricted.getByRole('textbox')).toHaveValue('010 0(1)-2');
  });

  if (lang === oneLanguage.lists) test(`only and ignore lists (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const only = demo(page, w.only);
    await combobox(only, lang).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await only.getByRole('textbox').pressSequentially('+201001234567');
    await expect(only.getByText(w.valid)).toBeHidden();

    const ignored = demo(page, w.ignored);
    await combobox(ignored, lang).click();
    await expect(page.getByRole('listbox').getByRole('option', { name: w.saudi })).toHaveCount(0);
    await expect(page.getByRole('listbox').getByRole('option', { name: w.uae })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await ignored.getByRole('textbox').pressSequentially('+966501234567');
    await expect(ignored.getByText(w.valid)).toBeHidden();
    await ignored.getByRole('textbox').fill('');
    await ignored.getByRole('textbox').pressSequentially('+971501234567');
    await expect(ignored.getByText(w.valid)).toBeVisible();
  });

  if (lang === oneLanguage.outsideClick) test(`an outside click closes the dropdown (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const box = combobox(demo(page, w.default), lang);
    await box.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    // A click on an option's own list does not count as outside; the page heading does.
    await page.getByRole('listbox').evaluate((el) => el.scrollBy(0, 40));
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test(`in a react-hook-form form, errors come from the zod schema (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const form = demo(page, w.form);
    await form.getByRole('button', { name: w.submit }).click();
    const input = form.getByRole('textbox');
    await expect(form.getByText(w.invalidMobile)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await chooseCountry(page, form, lang, w.saudi);
    await input.pressSequentially('0501234567');
    await expect(form.getByText(w.valid)).toBeVisible();
    await expect(form.getByText(w.invalidMobile)).toBeHidden();
    await form.getByRole('combobox', { name: w.country, exact: true }).selectOption('SA');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByRole('status')).toContainText(w.submitted);
  });

  test(`axe finds nothing on the demo page, dropdown closed and open, light and dark (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await openDemo(page, lang);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      const section = demo(page, w.default);
      await section.getByRole('textbox').pressSequentially('+966501234567');
      await expect(section.getByText(w.valid)).toBeVisible();
      await combobox(section, lang).click();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      expect(await axeViolations(page), `${colorScheme}, open`).toEqual([]);
    }
  });
}

test.describe('default country from the IP lookup', () => {
  test('answering: the lookup country, asked once with a GET and no payload (en)', async ({ page }) => {
    const requests: { method: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/basic/ip-country')) requests.push({ method: request.method(), body: request.postData() });
    });
    await openDemo(page, 'en', { reply: '1;AE;ARE;United Arab Emirates' });
    await expect(combobox(demo(page, words.en.default), 'en')).toHaveAccessibleName(/United Arab Emirates/);
    await expect(combobox(demo(page, words.en.only), 'en')).toHaveAccessibleName(/United Arab Emirates/);
    // A configured default wins over the lookup.
    await expect(combobox(demo(page, words.en.restricted), 'en')).toHaveAccessibleName(/Egypt/);
    expect(requests).toEqual([{ method: 'GET', body: null }]);
  });

  test('refused reply: a warning, then the browser language region, else the list (ar)', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openDemo(page, 'ar', { reply: '0;;;WRONG INPUT' });
    // Chromium's language here is en-US: its region comes before the lists' fallbacks.
    await expect(combobox(demo(page, words.ar.default), 'ar')).toHaveAccessibleName(new RegExp(words.ar.us));
    // The Gulf-only list offers no US: its first country (in Arabic order) instead.
    const gulfFirst = await demo(page, words.ar.only).evaluate(() => {
      const names = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'].map((code) => new Intl.DisplayNames(['ar'], { type: 'region' }).of(code)!);
      return names.sort(new Intl.Collator('ar').compare)[0]!;
    });
    await expect(combobox(demo(page, words.ar.only), 'ar')).toHaveAccessibleName(new RegExp(gulfFirst));
    await expect.poll(() => warnings.join('\n')).toMatch(/Default country detection failed/);
  });

  test.describe('failing request', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('network failure: a warning and the fallback country (en)', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await openDemo(page, 'en', 'abort');
      await expect(combobox(demo(page, words.en.default), 'en')).toHaveAccessibleName(/United States/);
      await expect.poll(() => warnings.join('\n')).toMatch(/Default country detection failed/);
    });
  });

  test('hanging: the field has a country at once, gives up after 2 s with a warning (en)', async ({ page }) => {
    const warnings: { text: string; at: number }[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push({ text: message.text(), at: Date.now() }));
    const started = Date.now();
    await openDemo(page, 'en', 'hang');
    const section = demo(page, words.en.default);
    await expect(combobox(section, 'en')).toHaveAccessibleName(/United States/);
    // Usable meanwhile.
    await section.getByRole('textbox').pressSequentially('2015550123');
    await expect(section.getByRole('textbox')).toHaveValue('(201) 555-0123');
    await expect.poll(() => warnings.map((w) => w.text).join('\n'), { timeout: 5000 }).toMatch(/did not answer within 2000 ms/);
    expect(warnings[0]!.at - started).toBeGreaterThanOrEqual(2000);
    await expect(combobox(section, 'en')).toHaveAccessibleName(/United States/);
    await expect(section.getByText('Valid phone number')).toBeVisible();
  });
});

test('right to left: the layout mirrors, the number and calling code stay left to right (ar)', async ({ page }, testInfo) => {
  await openDemo(page, 'ar');
  const section = demo(page, words.ar.default);
  const input = section.getByRole('textbox');
  await input.pressSequentially('+966501234567');
  await expect(input).toHaveValue('+966 50 123 4567');
  expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  const dial = combobox(section, 'ar').locator('[dir="ltr"]', { hasText: '+966' });
  await expect(dial).toHaveText('+966');
  expect(await dial.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // Mirrored: the country button is at the right of the number.
  const buttonBox = (await combobox(section, 'ar').boundingBox())!;
  const inputBox = (await input.boundingBox())!;
  expect(buttonBox.x).toBeGreaterThan(inputBox.x + inputBox.width - 2);
  await section.screenshot({ path: testInfo.outputPath('phone-input-rtl-ar.png') });
  await combobox(section, 'ar').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-input-rtl-ar-open.png') });
  // Where the glyphs land: in every calling code shown (button and list), the + is drawn left of the digits.
  const drawnOrder = await page.evaluate(() =>
    [...document.querySelectorAll('[role=combobox] [dir=ltr], [role=listbox] [dir=ltr]')]
      .filter((span) => span.textContent?.startsWith('+') && span.getBoundingClientRect().width > 0)
      .map((span) => {
        const chars = [...span.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).flatMap((node) => [...node.textContent!].map((_, i) => [node, i] as const));
        const x = ([node, i]: readonly [ChildNode, number]) => {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getBoundingClientRect().x;
        };
        return { text: span.textContent, plusFirst: x(chars[0]!) < x(chars[1]!) };
      }),
  );
  expect(drawnOrder.length).toBeGreaterThan(3);
  expect(drawnOrder.filter((entry) => !entry.plusFirst)).toEqual([]);
});
