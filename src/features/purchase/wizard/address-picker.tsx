import { useIntl } from 'react-intl';
import type { Address } from '../../../../contract/account-area.ts';
import { normalizeAddressNumber } from '../../../../contract/vehicle.ts';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Field, Select } from '../ui.tsx';

/** The form fields a saved address fills: what My Account keeps (no district or building number there). */
export function homeAddressValues(address: Address): Record<string, string> {
  const postalCode = normalizeAddressNumber(address.postalCode).slice(0, 5);
  return { city: address.city, street: address.street, ...(/^\d{5}$/.test(postalCode) ? { postalCode } : {}) };
}

/**
 * A Saudi address saved in My Account fills the home's address fields (still editable). Shown only when
 * there is one: the form needs nothing from it, so while it loads or if it cannot load, nothing shows.
 */
export function AddressPicker({ onPick }: { onPick: (values: Record<string, string>) => void }) {
  const t = useT();
  const comma = useIntl().locale.startsWith('ar') ? '، ' : ', ';
  const saved = useEndpoint('addresses');
  const addresses = saved.status === 'ready' ? saved.data.addresses.filter((address) => address.countryCode === 'SA') : [];
  if (addresses.length === 0) return null;
  const pick = (addressId: string) => {
    const address = addresses.find((candidate) => candidate.addressId === addressId);
    if (address) onPick(homeAddressValues(address));
  };
  return (
    <Field label={t('purchase.risk.savedAddress')} hint={t('purchase.risk.savedAddress.hint')} id="risk-savedAddress">
      {(ids) => (
        <Select {...ids} defaultValue="" onChange={(event) => pick(event.target.value)}>
          <option value="">{t('purchase.risk.savedAddress.none')}</option>
          {addresses.map((address) => (
            <option key={address.addressId} value={address.addressId}>
              {[address.street, address.city, address.postalCode].filter(Boolean).join(comma)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
