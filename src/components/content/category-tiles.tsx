import { Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Category } from '../../../contract/catalogue.ts';
import { linkTo } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';

/** The insurance categories as tiles: the whole tile is one link into the product flow of that category. */
export function CategoryTiles({ categories, headingLevel = 'h3' }: { categories: Category[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {categories.map((category) => (
        <LinkBox
          as="li"
          key={category.categoryId}
          display="flex"
          gap="4"
          alignItems="center"
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
          p="4"
          minH="24"
          bg="bg.panel"
          cursor="pointer"
          transition="border-color 0.15s"
          _hover={{ borderColor: 'brand.border' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <Image src={category.imageUrl} alt="" width="64px" height="64px" flexShrink={0} />
          <Stack gap="1">
            <Heading as={headingLevel} size="md">
              <LinkOverlay asChild>
                <AppLink to={linkTo.category(category.categoryId)}>{category.name}</AppLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {category.description}
            </Text>
          </Stack>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
