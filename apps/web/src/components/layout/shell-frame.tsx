import { AppShell, Burger, Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../ui/brand-mark';
import classes from './layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';

export type ShellFrameProps = {
  /** The side menu. */
  navbar: ReactNode;
  /** Right-hand side of the top bar: credit, notification bell, cart, user menu. */
  topBar: ReactNode;
  /** Notices above every page (auto-payment, pending orders). */
  banners?: ReactNode;
  children: ReactNode;
};

/** The signed-in layout (spec 01 §2): top bar, side menu, banners, then the page. */
export function ShellFrame({ navbar, topBar, banners, children }: ShellFrameProps) {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useFocusOnNavigate(mainRef);

  // On a phone the menu covers the page: close it once a page is chosen.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpen ? t('actions.closeMenu') : t('actions.openMenu')}
            />
            {/* The name starts with the visible brand, as speech input users say it. */}
            <UnstyledButton
              component={Link}
              to="/"
              aria-label={`${t('appName')}: ${t('actions.backHome')}`}
            >
              <Group gap="xs" wrap="nowrap">
                <BrandMark size={32} />
                <Text fw={700} size="lg" visibleFrom="xs">
                  {t('appName')}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {topBar}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('navigation.mainMenu')}>
        <AppShell.Section grow component={ScrollArea}>
          {navbar}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        {banners}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
