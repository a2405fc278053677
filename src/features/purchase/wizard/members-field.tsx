import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { memberRelations } from '../../../../contract/catalogue.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { errorColor, Field, Input, Select } from '../ui.tsx';
import type { Member } from './risk-fields.ts';

/** Health: the members to insure, each with relation and age (1 to 8). */
export function MembersField({ members, error, onChange }: { members: Member[]; error: string | undefined; onChange: (members: Member[]) => void }) {
  const t = useT();
  const intl = useIntl();
  const update = (index: number, change: Partial<Member>) => onChange(members.map((member, i) => (i === index ? { ...member, ...change } : member)));
  return (
    <Stack as="fieldset" gap="3" id="risk-members" tabIndex={-1}>
      <Text as="legend" fontWeight="medium" mb="2">
        {t('purchase.risk.members')}
      </Text>
      {members.map((member, index) => (
        // Two equal columns on a phone (the relation's name is not cut), the remove button on its own line.
        <Grid key={index} templateColumns={{ base: '1fr 1fr', sm: '1fr 1fr auto' }} gap="2" alignItems="end" borderBottomWidth="1px" borderColor="border.muted" pb="3">
          <Field label={t('purchase.risk.memberRelation', { number: intl.formatNumber(index + 1) })}>
            {(ids) => (
              <Select {...ids} value={member.relation} onChange={(event) => update(index, { relation: event.target.value })}>
                {memberRelations.map((relation) => (
                  <option key={relation} value={relation}>
                    {t(`purchase.relation.${relation}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('purchase.risk.memberAge', { number: intl.formatNumber(index + 1) })}>
            {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" value={member.age} onChange={(event) => update(index, { age: event.target.value })} />}
          </Field>
          {members.length > 1 && (
            <Box gridColumn={{ base: '1 / -1', sm: 'auto' }}>
              <Button variant="outline" size="sm" onClick={() => onChange(members.filter((_, i) => i !== index))}>
                {t('purchase.risk.removeMember', { number: intl.formatNumber(index + 1) })}
              </Button>
            </Box>
          )}
        </Grid>
      ))}
      {members.length < 8 && (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => onChange([...members, { relation: 'child', age: '' }])}>
          {t('purchase.risk.addMember')}
        </Button>
      )}
      {error && (
        <Text fontSize="sm" color={errorColor} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
