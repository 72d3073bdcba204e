/** inactive: e-mail not yet confirmed (the guard sends them to /activate); locked: signed out, refused. */
export const userStatuses = ['inactive', 'active', 'locked'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const factories = ['vn1', 'eu1'] as const;
export type Factory = (typeof factories)[number];

/** The app's languages; the spec's locale code for Vietnamese is 'vn' (producer role). */
export const locales = ['en', 'vn'] as const;
export type Locale = (typeof locales)[number];

/** Banners a user can dismiss for good (spec 01 §2). */
export const dismissibleBanners = ['auto-payment', 'pending-orders'] as const;
export type DismissibleBanner = (typeof dismissibleBanners)[number];
