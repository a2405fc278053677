import { expect, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, call, customerSignedIn } from './support/policy-requests-api.ts';
import { isoDate } from './support/purchase-steps.ts';

/**
 * Issue 26, item 13: a trip that has not started is not offered for renewal (renewing it made a second
 * trip); once the trip is under way, and near its end, it is.
 */
test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 409/] });

test('a 10-day trip is not renewable before it starts, and is once it is under way (en)', async ({ page }) => {
  await customerSignedIn(page, 'en');
  const trip = { categoryId: 'travel', destinationZone: 'gcc', departureDate: isoDate(5), returnDate: isoDate(14), travellerAges: [36] };
  const policyNumber = await buyPolicy(page, trip as { categoryId: string; departureDate: string });
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  await expect(page.getByText(/^Renewal opens on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew this policy' })).toHaveCount(0);
  const refused = await call<{ error: { code: string } }>(page, 'GET', `/policies/${policyNumber}/renewal`);
  expect(refused).toMatchObject({ status: 409, body: { error: { code: 'renewal_closed' } } });

  // Under way (the development switch slides the trip: it ends in 3 days, it started a week ago).
  expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(3) })).status).toBe(200);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Renew this policy' })).toBeVisible();
});
