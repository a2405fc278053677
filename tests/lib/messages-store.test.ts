import { describe, expect, it } from 'vitest';
import { currentMessages, ensureAllMessages, loadMessages, startMessages } from '../../src/lib/i18n/messages.ts';

describe('the message store', () => {
  it('the rest of the messages join the object react-intl holds: no new object, nothing to re-render', async () => {
    startMessages('en');
    const core = await loadMessages('en');
    const shown = currentMessages();
    expect(Object.keys(shown).length).toBe(Object.keys(core).length);
    await ensureAllMessages();
    expect(currentMessages()).toBe(shown);
    expect(Object.keys(shown).length).toBeGreaterThan(Object.keys(core).length);
    // The core catalogue's own object is left as it was (a copy was made once).
    expect(Object.keys(core).length).toBeLessThan(Object.keys(shown).length);
  });
});
