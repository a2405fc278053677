import { enableDigitLevelPhoneValidation } from '../../../contract/phone.ts';

/**
 * The first of the phone input's two lazy loads: libphonenumber-js with its max metadata (the
 * `phone-metadata` chunk, ~50 KiB gzip, see vite.config.ts), then the field's own code
 * (phone-input-view.tsx, ~13 KiB). Each load stays under the 60 KiB lazy-chunk budget, and the view,
 * imported only from here, finds the metadata already loaded.
 */
export function loadPhoneInputView() {
  // Forms check mobile numbers digit by digit from now on (as use-phone-input.ts does on load).
  enableDigitLevelPhoneValidation();
  return import('./phone-input-view.tsx');
}
