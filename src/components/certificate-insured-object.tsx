import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { destinationZoneNames, type StoredRiskDetails } from '../../contract/catalogue.ts';
import { arabicPlate } from '../../contract/vehicle.ts';
import { listSeparator } from '@/lib/i18n/list-separator.ts';

const labels = {
  en: {
    vehicle: 'Vehicle', plate: 'Plate number', vin: 'Chassis number (VIN)', address: 'Insured address', district: 'District', building: 'Building',
    destination: 'Destination', trip: 'Trip',
  },
  ar: {
    vehicle: 'المركبة', plate: 'رقم اللوحة', vin: 'رقم الهيكل', address: 'عنوان العقار المؤمَّن', district: 'حي', building: 'مبنى',
    destination: 'الوجهة', trip: 'الرحلة',
  },
} as const;

/**
 * What the policy insures, named on the certificate: the vehicle (make, model, year, plate, chassis
 * number), the trip (destination and dates, as the PDF certificate says) or the home's national address. Digits follow the side's language; the VIN stays left to right.
 */
export function CertificateInsuredObject({ risk, lang, intl }: { risk: StoredRiskDetails; lang: 'en' | 'ar'; intl: IntlShape }) {
  const l = labels[lang];
  const digits = (text: string) => (lang === 'ar' ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) : text);
  const row = (label: string, value: ReactNode) => (
    <Text>
      <strong>{label}:</strong> {value}
    </Text>
  );
  if (risk.categoryId === 'motor') {
    // Policies bought before the plate and VIN were asked have neither.
    const arabic = risk.plateNumber ? arabicPlate(risk.plateNumber) : null;
    const plate = arabic && lang === 'ar' ? `${arabic.letters} ${arabic.digits}` : risk.plateNumber;
    return (
      <>
        {row(l.vehicle, `${risk.vehicleMake} ${risk.vehicleModel} ${intl.formatNumber(risk.vehicleYear, { useGrouping: false })}`)}
        {plate && row(l.plate, <bdi>{plate}</bdi>)}
        {risk.vin && row(l.vin, <bdi dir="ltr">{risk.vin}</bdi>)}
      </>
    );
  }
  if (risk.categoryId === 'travel') {
    const date = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
    return (
      <>
        {row(l.destination, destinationZoneNames[risk.destinationZone][lang])}
        {row(l.trip, `${date(risk.departureDate)} – ${date(risk.returnDate)}`)}
      </>
    );
  }
  if (risk.categoryId === 'home') {
    const parts = risk.street
      ? [`${l.building} ${digits(risk.buildingNumber ?? '')}`, risk.street, `${l.district} ${risk.district ?? ''}`, `${risk.city} ${digits(risk.postalCode ?? '')}`]
      : [risk.city];
    // Each part as typed (Arabic or Latin) is isolated, so a Latin street keeps its place in the Arabic line.
    const separator = listSeparator(lang);
    return row(
      l.address,
      parts.map((part, index) => (
        <span key={index}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </span>
      )),
    );
  }
  return null;
}
