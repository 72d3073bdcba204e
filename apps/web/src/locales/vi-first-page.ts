import viAuth from './vi/auth.json';
import viCommon from './vi/common.json';

/** What the sign-in page reads in Vietnamese, downloaded only by a page drawn in Vietnamese. */
export const viFirstPage = { common: viCommon, auth: viAuth };
