/**
 * Mantine's whole stylesheet (and its notifications' and dates'), loaded before any page but the
 * sign-in page draws (lazy-page.ts). In the `mantine` layer, as the first page's styles are: the
 * rules the two have in common come again here in Mantine's own order, and the app's own styles,
 * outside any layer, win over both.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/dates/styles.layer.css';
