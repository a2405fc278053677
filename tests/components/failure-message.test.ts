import { describe, expect, it } from 'vitest';
import { asFailure } from '../../machines/shared/failure.ts';
import { failureMessage } from '../../src/components/forms/failure-message.ts';

// The message key stands for the message: which words a customer reads is the catalogue's business.
const t = ((key: string) => key) as Parameters<typeof failureMessage>[0];

describe('failureMessage', () => {
  it('tells a lost connection (check it) from a server that answered with an error (not theirs to fix)', () => {
    expect(failureMessage(t, asFailure({ kind: 'network', message: 'Failed to fetch' }))).toBe('auth.error.offline');
    expect(failureMessage(t, asFailure({ kind: 'timeout', message: 'timed out' }))).toBe('auth.error.offline');
    expect(failureMessage(t, asFailure({ kind: 'http', code: 'internal_error', message: 'Internal Server Error' }))).toBe('auth.error.unavailable');
    expect(failureMessage(t, asFailure(new Error('anything else')))).toBe('auth.error.unavailable');
  });
});
