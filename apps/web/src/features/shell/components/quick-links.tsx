import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { buildSideMenu, isMenuGroup, type MenuLink } from '../menu';

/** Shortcuts to every page of the side menu the user may open, except the home page itself. */
export function QuickLinks({ routePaths }: { routePaths: ReadonlySet<string> }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const links: MenuLink[] = buildSideMenu(user, routePaths)
    .flatMap((item) => (isMenuGroup(item) ? item.links : [item]))
    .filter((link) => link.key !== 'dashboard');
  links.push({ key: 'profile', labelKey: 'userMenu.profile', path: '/profile' });

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {links.map((link) => {
        const Icon = link.icon ?? IconArrowRight;
        return (
          <Card key={link.key} padding="sm" component={Link} to={link.path}>
            <UnstyledButton
              component="span"
              display="flex"
              style={{ alignItems: 'center', gap: 12 }}
            >
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
              <Text fw={600} size="sm">
                {t(link.labelKey)}
              </Text>
            </UnstyledButton>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
