/**
 * The reasons a customer picks from, without zod: the request pages list them from their first
 * render, and importing them from ./policy-requests.ts would build that module's schemas (and the
 * catalogue's) with the page's code. ./policy-requests.ts re-exports them and builds its enums on them.
 */
export const cancellationReasons = ['sold_vehicle', 'found_better_price', 'no_longer_needed', 'duplicate_cover', 'other'] as const;
export const brokerChangeReasons = ['better_service', 'better_price', 'broker_unresponsive', 'personal_preference', 'other'] as const;
