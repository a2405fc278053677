import { HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from '@/components/content/content-blocks.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { StoredPageFrame } from './content-frame.tsx';

/** /our-team: the people of the company with initials avatars, roles and a line about each. */
export default function TeamPage() {
  const team = useRouteData('contentTeam');
  return (
    <StoredPageFrame slug="ourTeam" titleKey="screen.ourTeam">
      <WithData data={team}>
        {({ members }) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {members.map((member) => (
              <Stack as="li" key={member.id} gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="5" bg="bg.panel">
                <HStack gap="4">
                  <InitialsAvatar initials={member.initials} />
                  <Stack gap="0">
                    <Heading as="h2" size="md">
                      {member.name}
                    </Heading>
                    <Text color="brand.fg" fontWeight="medium">
                      {member.role}
                    </Text>
                  </Stack>
                </HStack>
                <Text color="fg.muted">{member.bio}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </WithData>
    </StoredPageFrame>
  );
}
