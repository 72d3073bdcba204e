/** Below this width the app is laid out for a phone (Mantine's sm breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';

export type ToastPosition = 'bottom-right' | 'top-center';

/**
 * Where toasts go so that they cover nothing they report on: on a desktop the bottom-right
 * corner, away from page titles, a drawer's title and its newest rows (at the top), the sign-in
 * form's logo and the top bar's menus; on a phone, whose bottom holds the page's action bar and
 * the thumb, across the top just below the top bar (toasts.module.css), leaving its menu and bell
 * free.
 */
export function toastPosition(phone: boolean): ToastPosition {
  return phone ? 'top-center' : 'bottom-right';
}
