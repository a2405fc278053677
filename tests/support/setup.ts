import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 5 s instead of Testing Library's 1 s: the phone input's first render
// waits on its lazily loaded libphonenumber chunk, which took longer on a machine busy with other work
// (phone-field and phone-input failed there, passing alone). A test that passes waits no longer.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts from an empty document and storage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
