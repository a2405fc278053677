import { HStack, Image, Stack, Text } from '@chakra-ui/react';

/** An insurer or broker: logo, name and one detail line. */
export function PartnerCard({ name, logoUrl, detail }: { name: string; logoUrl: string; detail?: string }) {
  return (
    <HStack as="li" gap="4" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Image src={logoUrl} alt="" width="56px" height="56px" flexShrink={0} loading="lazy" />
      <Stack gap="0">
        <Text fontWeight="semibold">{name}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
