import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StoredRiskDetails } from '../../../contract/catalogue.ts';
import { arabicPlate } from '../../../contract/vehicle.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Facts, Section, useDay, useLang } from './policy-ui.tsx';

/**
 * What the policy insures, as bought: the vehicle (make, model, year, plate, chassis number), the trip
 * (destination and dates) or the home's address. Health and life insure the people listed below.
 */
export function PolicyInsuredObject({ risk }: { risk: StoredRiskDetails }) {
  const t = useT();
  const items = useInsuredFacts(risk);
  if (items.length === 0) return null;
  return (
    <Section title={t('policies.detail.insuredObject')}>
      <Facts items={items} />
    </Section>
  );
}

function useInsuredFacts(risk: StoredRiskDetails): (readonly [string, ReactNode])[] {
  const t = useT();
  const intl = useIntl();
  const day = useDay();
  const lang = useLang();
  // Typed digits (building number, postal code) read in the page's digits.
  const digits = (text: string) => text.replace(/\d/g, (digit) => intl.formatNumber(Number(digit)));
  switch (risk.categoryId) {
    case 'motor': {
      // Policies bought before the plate and VIN were asked have neither.
      const arabic = risk.plateNumber && lang === 'ar' ? arabicPlate(risk.plateNumber) : null;
      const plate = arabic ? `${arabic.letters} ${arabic.digits}` : risk.plateNumber;
      return [
        [t('policies.detail.vehicle'), <bdi key="vehicle">{`${risk.vehicleMake} ${risk.vehicleModel} ${intl.formatNumber(risk.vehicleYear, { useGrouping: false })}`}</bdi>],
        ...(plate ? [[t('purchase.risk.plateNumber'), <bdi key="plate">{plate}</bdi>] as const] : []),
        ...(risk.vin ? [[t('purchase.risk.vin'), <bdi key="vin" dir="ltr">{risk.vin}</bdi>] as const] : []),
      ];
    }
    case 'travel':
      return [
        [t('purchase.risk.destinationZone'), t(`purchase.risk.option.${risk.destinationZone}`)],
        [t('purchase.risk.departureDate'), day(risk.departureDate)],
        [t('purchase.risk.returnDate'), day(risk.returnDate)],
      ];
    case 'home': {
      const parts = risk.street
        ? [`${risk.buildingNumber ?? ''} ${risk.street}`, risk.district ?? '', `${risk.city} ${risk.postalCode ?? ''}`]
        : [risk.city];
      // Each part as typed (Arabic or Latin) isolated, joined by the language's comma.
      const address = parts.map((part, index) => (
        <span key={index}>
          {index > 0 && (lang === 'ar' ? '، ' : ', ')}
          <bdi>{digits(part.trim())}</bdi>
        </span>
      ));
      return [[t('policies.detail.address'), address]];
    }
    default:
      return [];
  }
}
