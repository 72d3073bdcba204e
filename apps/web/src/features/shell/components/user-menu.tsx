import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { pages } from '@stitchworks/shared';
import {
  IconCheck,
  IconChevronDown,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { type AppLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../../lib/i18n';
import { initials } from '../../../lib/user-display';
import { useChangeLanguage } from '../api/change-language';
import { useSignOut } from '../api/sign-out';
import { showsBalanceLink, showsSettingLink } from '../menu';

/** My Profile, Setting, My Balance and Logout, with the role rules of spec 01 §2. */
export function UserMenu({ routePaths }: { routePaths: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation('shell');
  const user = useCurrentUser();
  const signOut = useSignOut();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language as AppLanguage;

  const onLogout = () => signOut.mutate();

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton>
          {/* Named by hidden text rather than aria-label: the initials and the visible name would
              otherwise not be part of the button's name (WCAG 2.5.3). */}
          <VisuallyHidden>{t('userMenu.label', { name: user.name })}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <Avatar src={user.profileImg} radius="xl" size={32} color="thread" alt="">
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu holds only items, groups and separators (axe aria-required-children): the
            labels are spans, and the languages are a named group. */}
        <Menu.Label>
          <Text component="span" size="xs" truncate display="block">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        {showsSettingLink(user, routePaths) && (
          <Menu.Item
            component={Link}
            to={pages.setting.path}
            leftSection={<IconSettings size={16} />}
          >
            {t('userMenu.setting')}
          </Menu.Item>
        )}
        {showsBalanceLink(user, routePaths) && (
          <Menu.Item
            component={Link}
            to={pages.creditForm.path}
            leftSection={<IconWallet size={16} />}
          >
            {t('userMenu.balance')}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items (ARIA menu pattern), not a form's fieldset */}
        <div role="group" aria-label={t('userMenu.language')}>
          <Menu.Label aria-hidden>
            <Group gap={6} wrap="nowrap" component="span">
              <IconLanguage size={14} aria-hidden />
              {t('userMenu.language')}
            </Group>
          </Menu.Label>
          {SUPPORTED_LANGUAGES.map((language) => (
            <Menu.Item
              key={language}
              lang={language}
              // Mantine keeps the role menuitem (no aria-checked there): the chosen one is current.
              aria-current={language === current ? 'true' : undefined}
              rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
              disabled={changeLanguage.isPending}
              onClick={() => {
                if (language !== current) changeLanguage.mutate(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item
          // Shade 8: the default red reads under 4.5:1 on white.
          color="red.8"
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
          disabled={signOut.isPending}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
