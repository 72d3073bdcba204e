import type { PublicSettings } from '@stitchworks/shared/schemas/users';
import { useEffect, useState } from 'react';
import { apiClient } from './api-client';

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  // Read as the API's response schema wrote it (the route serialises through publicSettingsSchema):
  // parsing again here would put zod on the sign-in page, which shows the single sign-on buttons.
  const body = await apiClient.get<{ data: PublicSettings }>('/settings/public', {
    signal,
    auth: false,
  });
  return body.data;
}

let once: Promise<PublicSettings> | undefined;

/**
 * The public settings for the sign-in page, read once per page load without the data cache's
 * library (lib/public-settings.ts has the cached query the other pages use). A failed read is
 * tried again by the next page that asks.
 */
export function usePublicSettingsOnce(): PublicSettings | undefined {
  const [settings, setSettings] = useState<PublicSettings>();
  useEffect(() => {
    let current = true;
    once ??= getPublicSettings().catch((error: unknown) => {
      once = undefined;
      throw error;
    });
    once.then(
      (value) => current && setSettings(value),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
