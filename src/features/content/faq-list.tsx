import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { FaqResponse } from '../../../contract/content.ts';
import { Input } from '@/components/form-controls.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Case- and accent-insensitive text for matching (Arabic diacritics and tatweel ignored too). */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase();

/**
 * A typed word as it is looked for. Arabic: without its article or a joined conjunction or preposition
 * (الاسترداد, والاسترداد: استرداد), and a verbal noun of the form استفعال by its stem (استرداد: سترد),
 * so it finds the verb and participles written with it (استرددت, المسترد), as "refund" finds "refunds".
 */
export function searchStem(word: string): string {
  const bare = word.replace(/^(?:[وفبك]?ال|لل)(?=\p{Script=Arabic}{3})/u, '');
  return /^است\p{Script=Arabic}{3,}$/u.test(bare) ? bare.slice(1, 5) : bare;
}

/** Groups of questions whose question or answer holds every typed word. */
export function filterFaq(groups: FaqResponse['groups'], query: string): FaqResponse['groups'] {
  const words = fold(query).split(/\s+/).filter(Boolean).map(searchStem);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({ ...group, questions: group.questions.filter((q) => words.every((word) => fold(`${q.question} ${q.answer}`).includes(word))) }))
    .filter((group) => group.questions.length > 0);
}

const Summary = chakra('summary', {
  base: { cursor: 'pointer', fontWeight: 'semibold', py: '3', px: '4', minH: '11', _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' } },
});

/**
 * The questions as native disclosures (<details>/<summary>): they open and close by mouse, touch and
 * keyboard before any script runs, and assistive technology announces them as expandable.
 */
export function FaqList({ groups }: { groups: FaqResponse['groups'] }) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = filterFaq(groups, query);
  const count = shown.reduce((sum, group) => sum + group.questions.length, 0);
  // A shortcut from Get Help (/faq#faq-<id>) opens its answer.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'center' });
    }
  }, []);
  return (
    <Stack gap="6" maxW="3xl">
      <Stack as="search" gap="1">
        <chakra.label htmlFor={searchId} fontWeight="medium">
          {t('content.faq.search')}
        </chakra.label>
        <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {query.trim() ? (count > 0 ? t('content.faq.found', { count }) : t('content.faq.none', { query: query.trim() })) : ''}
        </Text>
      </Stack>
      {shown.map((group) => (
        <Stack as="section" key={group.id} gap="2" aria-labelledby={`faq-${group.id}`}>
          <Heading as="h2" id={`faq-${group.id}`} size="lg">
            {group.title}
          </Heading>
          {group.questions.map((question) => (
            <Box as="details" key={question.id} id={`faq-${question.id}`} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel">
              <Summary>{question.question}</Summary>
              <Text px="4" pb="4" whiteSpace="pre-line">
                {question.answer}
              </Text>
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
