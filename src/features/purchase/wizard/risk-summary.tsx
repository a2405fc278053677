import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CategoryId } from '../../../../contract/catalogue.ts';
import { arabicPlate } from '../../../../contract/vehicle.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase } from '../purchase-context.tsx';
import { type RiskField, riskForms } from './risk-fields.ts';

/** The risk details as typed, one line per field, in the page's language and number format. */
export function RiskSummary() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const categoryId = usePurchase((snapshot) => snapshot.context.categoryId) as CategoryId;
  const risk: Record<string, unknown> = usePurchase((snapshot) => snapshot.context.risk) ?? {};
  const currency = usePurchase((snapshot) => snapshot.context.category?.currency ?? 'SAR');
  const arabic = intl.locale.startsWith('ar');
  const show = ({ kind, name, digits }: RiskField, value: unknown): string => {
    // A plate reads in the page's script; typed digits (building number, postal code) in the page's digits.
    if (name === 'plateNumber' && arabic) {
      const plate = arabicPlate(String(value));
      return `${plate.letters} ${plate.digits}`;
    }
    if (digits) return String(value).replace(/\d/g, (digit) => intl.formatNumber(Number(digit)));
    if (kind === 'money') return money(value as number, currency);
    if (kind === 'integer') return intl.formatNumber(value as number, { useGrouping: false });
    if (kind === 'date') return intl.formatDate(`${String(value)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    if (kind === 'boolean') return t(value ? 'purchase.yes' : 'purchase.no');
    if (kind === 'select') return t(`purchase.risk.option.${String(value)}` as MessageKey);
    if (kind === 'ages') return intl.formatList((value as number[]).map((age) => intl.formatNumber(age)));
    if (kind === 'members')
      return intl.formatList((value as { relation: string; age: number }[]).map((member) => `${t(`purchase.relation.${member.relation}` as MessageKey)} (${intl.formatNumber(member.age)})`));
    return String(value);
  };
  return (
    <>
      {riskForms[categoryId].map((field) => (
        <Text key={field.name} fontSize="sm">
          {/* A money value carries its currency sign: its label here names no unit ("Vehicle value", not "Vehicle value (SAR)"). */}
          {t((field.kind === 'money' ? `purchase.summary.${field.name}` : `purchase.risk.${field.name}`) as MessageKey)}: {show(field, risk[field.name])}
        </Text>
      ))}
    </>
  );
}
