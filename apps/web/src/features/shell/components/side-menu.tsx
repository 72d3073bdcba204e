import { NavLink, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { usePublicSettings } from '../../../lib/public-settings';
import {
  activeMenuPath,
  buildSideMenu,
  guideIcon,
  isMenuGroup,
  type MenuGroup,
  type MenuLink,
  menuPaths,
  seesGuides,
} from '../menu';

function PageLink({ link, active }: { link: MenuLink; active: string | null }) {
  const { t } = useTranslation('shell');
  const Icon = link.icon;
  return (
    <NavLink
      component={Link}
      to={link.path}
      // The router's own "active" (and its aria-current) only on the link's exact page: the menu
      // decides which one entry a page under a link highlights (activeMenuPath).
      activeOptions={{ exact: true, includeSearch: false }}
      label={t(link.labelKey)}
      leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined}
      active={link.path === active}
      aria-current={link.path === active ? 'page' : undefined}
    />
  );
}

const guideKeys = ['createOrder', 'payment', 'privacyPolicy'] as const;

function GuideMenu() {
  const { t } = useTranslation('shell');
  const settings = usePublicSettings();
  const [opened, setOpened] = useState(false);
  const guides = settings.data?.guides;
  if (!guides) return null;
  const GuideIcon = guideIcon;
  return (
    <NavLink
      component="button"
      type="button"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      label={t('menu.guide')}
      leftSection={<GuideIcon size={18} stroke={1.6} aria-hidden />}
      childrenOffset={28}
    >
      {guideKeys.map((key) => (
        <NavLink
          key={key}
          component="a"
          href={guides[key]}
          target="_blank"
          rel="noopener noreferrer"
          label={t(`guides.${key}`)}
          rightSection={<IconExternalLink size={14} aria-label={t('guides.opensInNewTab')} />}
        />
      ))}
    </NavLink>
  );
}

/** A group of the menu: a real button that says whether it is open, for keyboard users. */
function GroupLink({ group, active }: { group: MenuGroup; active: string | null }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(() => group.links.some((link) => link.path === active));
  const Icon = group.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {group.links.map((link) => (
        <PageLink key={link.key} link={link} active={active} />
      ))}
    </NavLink>
  );
}

/** The side menu: only the pages the user's role may open and that the app has (spec 01 §2). */
export function SideMenu({ routePaths }: { routePaths: ReadonlySet<string> }) {
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = buildSideMenu(user, routePaths);
  const active = activeMenuPath(menuPaths(items), pathname);

  return (
    <Stack gap={2}>
      {items.map((item) => {
        if (!isMenuGroup(item)) return <PageLink key={item.key} link={item} active={active} />;
        return <GroupLink key={item.key} group={item} active={active} />;
      })}
      {seesGuides(user.role) && <GuideMenu />}
    </Stack>
  );
}
