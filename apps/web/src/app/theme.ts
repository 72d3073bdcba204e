import { createTheme, type MantineColorsTuple } from '@mantine/core';
import i18next from 'i18next';
import phone from './phone.module.css';

/** Deep teal of embroidery thread; shade 7 keeps white text above 4.5:1 contrast. */
const thread: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

const systemFonts =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { thread },
  primaryColor: 'thread',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  cursorType: 'pointer',
  // A person who asked their system for less motion gets no sliding or fading dialogs, menus and
  // toasts (WCAG 2.3.3).
  respectReducedMotion: true,
  // Plain objects, not `Card.extend(…)`: `extend` would import each component's code into the
  // first page's script (Menu and Pagination bring Popover and Floating UI, some 40 kB).
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', padding: 'lg' } },
    Paper: { defaultProps: { withBorder: true } },
    // The focus placeholder is a role="presentation" child, which a role="menu" may not hold
    // (axe aria-required-children); the menu still focuses its first item from the keyboard.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Every toast's close button is named, in the language of the moment it is drawn.
    // (Mantine reads a function of defaultProps at each render; `extend` types only objects.)
    Notification: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18next.t('common:actions.closeNotification') },
      }),
    },
    // Likewise every dialog's close button (a dialog may still name its own).
    Modal: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18next.t('common:actions.closeDialog') },
      }),
    },
    // And every drawer's (the inventory's history, a run's units, a webhook's deliveries).
    Drawer: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18next.t('common:actions.closeDialog') },
      }),
    },
    // The clear buttons of file and select fields are named too.
    FileInput: {
      defaultProps: () => ({
        clearButtonProps: { 'aria-label': i18next.t('common:actions.clearFile') },
      }),
    },
    // A long option list (a catalog's colours) scrolls in the listbox itself rather than in a
    // scroll area around it: the field's arrow keys reach every option, and a scrolling listbox
    // of a combobox is a keyboard-reachable region (axe scrollable-region-focusable), which a
    // scroll area's unfocusable viewport is not.
    Select: {
      defaultProps: () => ({
        clearButtonProps: { 'aria-label': i18next.t('common:actions.clearValue') },
        withScrollArea: false,
      }),
      styles: { options: { maxHeight: 220, overflowY: 'auto' } },
    },
    // On a phone a number field is typed on its keypad, without the small arrows (phone.module.css).
    NumberInput: { classNames: { controls: phone.numberControls } },
    // Every pager names its page and arrow buttons (read when drawn, so in the current language).
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({
          'aria-label': i18next.t('common:pagination.goTo', { page }),
        }),
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': i18next.t(`common:pagination.${control}`),
        }),
      },
    },
  },
});
