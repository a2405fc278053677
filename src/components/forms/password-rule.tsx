import { Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { type PasswordProblem, passwordProblems } from '../../../contract/accounts.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const rules: { problem: PasswordProblem; key: 'signUp.rule.length' | 'signUp.rule.letter' | 'signUp.rule.digit' }[] = [
  { problem: 'too_short', key: 'signUp.rule.length' },
  { problem: 'no_letter', key: 'signUp.rule.letter' },
  { problem: 'no_digit', key: 'signUp.rule.digit' },
];

/** The visible strength rule: each requirement ticked as the password meets it (the contract's rule). */
export function PasswordRule({ password }: { password: string }) {
  const t = useT();
  const problems = passwordProblems(password ?? '');
  return (
    <>
      <Text>{t('signUp.rule.title')}</Text>
      <chakra.ul ps="1" listStyleType="none">
        {rules.map(({ problem, key }) => {
          const met = !problems.includes(problem);
          return (
            <chakra.li key={problem} color={met ? { base: 'green.700', _dark: 'green.300' } : 'fg.muted'}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {t(key)}
              <VisuallyHidden>{` (${met ? t('signUp.rule.met') : t('signUp.rule.missing')})`}</VisuallyHidden>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </>
  );
}
