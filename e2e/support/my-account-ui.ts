import type { Page } from '@playwright/test';
import { freshMobile, storageFor } from './accounts-ui.ts';
import { expect, readLatestCode, seedStorage, signInViaApi } from './fixtures.ts';

const API = '/rest/s1/insurance';

/** A new activated account through the API: sign-up, the SMS code from the outbox, activation. */
export async function newCustomer(page: Page, lang: 'en' | 'ar') {
  const mobile = freshMobile();
  const person = { mobile, email: `account.${mobile.slice(-7)}@example.com`, password: 'Account-Pass-2026' };
  await page.goto('/build-manifest.json');
  const base = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = ((await (await page.request.get(`${API}/security/token`, { headers: base })).json()) as { sessionToken: string }).sessionToken;
  const headers = { ...base, 'session-token': token, 'x-csrf-token': token };
  const registered = await page.request.post(`${API}/registrations`, {
    headers,
    data: { firstName: 'Rana', lastName: 'Saleh', dateOfBirth: '1988-07-20', gender: 'female', mobile, emailAddress: person.email, password: person.password, insuranceCountry: 'SA', acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { code } = await readLatestCode(page.request, mobile);
  expect((await page.request.post(`${API}/registrations/current/activate`, { headers, data: { code } })).status()).toBe(200);
  await seedStorage(page, storageFor(lang));
  await signInViaApi(page, { identifier: person.email, password: person.password });
  return person;
}

/** A call as the app makes it, with the page's stored session (the signed-in customer). */
export async function callAsCustomer(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = localStorage.getItem('sessionToken') ?? '';
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'session-token': token, 'x-csrf-token': token };
      const response = await fetch(url, { method, credentials: 'include', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: `${API}${path}`, method, body },
  );
}
