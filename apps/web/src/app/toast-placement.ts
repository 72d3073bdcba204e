/** The shell's top bar height (components/layout/shell-frame.tsx). */
export const TOP_BAR_HEIGHT = 60;

/** Below this width the app is laid out for a phone (Mantine's sm breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';

export type ToastPlacement = {
  position: 'bottom-right' | 'top-center';
  /** Distance from the top of the window, when placed at the top. */
  top?: string;
};

/**
 * Where toasts go so that they cover nothing they report on: on a desktop the bottom-right
 * corner, away from page titles, a drawer's title and its newest rows (at the top), the sign-in
 * form's logo and the top bar's menus; on a phone, whose bottom holds the page's action bar and
 * the thumb, across the top just below the top bar, leaving its menu and bell free.
 */
export function toastPlacement(phone: boolean): ToastPlacement {
  if (phone) {
    return { position: 'top-center', top: `calc(${TOP_BAR_HEIGHT}px + var(--mantine-spacing-xs))` };
  }
  return { position: 'bottom-right' };
}
