import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ContentSection } from '../../../contract/content.ts';

/** Paragraphs of plain text (rendered as text, never as HTML; line breaks kept). */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, index) => (
    <Text key={index} whiteSpace="pre-line" lineHeight="tall">
      {paragraph}
    </Text>
  ));
}

/** Headed sections of a page (legal texts, about us): one h2 each. */
export function Sections({ sections }: { sections: ContentSection[] }) {
  return (
    <Stack gap="8" maxW="3xl">
      {sections.map((section) => (
        <Stack as="section" key={section.heading} gap="3">
          <Heading as="h2" size="lg">
            {section.heading}
          </Heading>
          <Paragraphs paragraphs={section.paragraphs} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A round avatar with a person's initials (no photo needed). */
export function InitialsAvatar({ initials }: { initials: string }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      w="14"
      h="14"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="lg"
    >
      {initials}
    </Box>
  );
}
