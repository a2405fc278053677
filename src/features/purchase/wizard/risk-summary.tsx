import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { arabicPlate } from '../../../../contract/vehicle.ts';
import { loadedCategoryId } from '../../../../machines/purchase/purchase.selectors.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase } from '../purchase-context.tsx';
import { type RiskField, agesIn, membersIn, numberIn, riskForms } from './risk-fields.ts';
import { isOneOf } from '@/lib/one-of.ts';

/** The risk details as typed, one line per field, in the page's language and number format. */
export function RiskSummary() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const categoryId = usePurchase((snapshot) => loadedCategoryId(snapshot.context));
  const risk: Record<string, unknown> = usePurchase((snapshot) => snapshot.context.risk) ?? {};
  const currency = usePurchase((snapshot) => snapshot.context.category?.currency ?? 'SAR');
  const arabic = intl.locale.startsWith('ar');
  const show = (field: RiskField, value: unknown): string => {
    // A plate reads in the page's script; typed digits (building number, postal code) in the page's digits.
    if (field.name === 'plateNumber' && arabic) {
      const plate = arabicPlate(String(value));
      return `${plate.letters} ${plate.digits}`;
    }
    if ('digits' in field) return String(value).replace(/\d/g, (digit) => intl.formatNumber(Number(digit)));
    if (field.kind === 'money') return money(numberIn(value), currency);
    if (field.kind === 'integer') return intl.formatNumber(numberIn(value), { useGrouping: false });
    if (field.kind === 'date') return intl.formatDate(`${String(value)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    if (field.kind === 'boolean') return t(value ? 'purchase.yes' : 'purchase.no');
    if (field.kind === 'select' && isOneOf(field.options, value)) return t(`purchase.risk.option.${value}`);
    if (field.kind === 'ages') return intl.formatList(agesIn(value).map((age) => intl.formatNumber(age)));
    if (field.kind === 'members') return intl.formatList(membersIn(value).map((member) => `${t(`purchase.relation.${member.relation}`)} (${intl.formatNumber(member.age)})`));
    return String(value);
  };
  if (!categoryId) return null;
  return (
    <>
      {riskForms[categoryId].map((field) => (
        <Text key={field.name} fontSize="sm">
          {/* A money value carries its currency sign: its label here names no unit ("Vehicle value", not "Vehicle value (SAR)"). */}
          {t(field.kind === 'money' ? `purchase.summary.${field.name}` : `purchase.risk.${field.name}`)}: {show(field, risk[field.name])}
        </Text>
      ))}
    </>
  );
}
