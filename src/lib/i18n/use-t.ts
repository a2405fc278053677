import { useIntl } from 'react-intl';
import type { MessageKey } from './messages.ts';

type Values = Record<string, string | number>;

/** `t('screen.home')`: a translated string, with typed keys. */
export function useT() {
  const intl = useIntl();
  return (key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values);
}
