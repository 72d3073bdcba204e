import type {
  BusinessSettings,
  PublicSettings,
  UpdateBusinessSettingsInput,
} from '@stitchworks/shared';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { readSetting, readSettingForUpdate, writeSetting } from './settings.repository.ts';

const BUSINESS_KEY = 'business.settings';

function withDefaults(stored: unknown, config: Config): BusinessSettings {
  const values = (stored ?? {}) as Partial<BusinessSettings>;
  return {
    acceptingNewSellers: values.acceptingNewSellers ?? true,
    supportEmail: values.supportEmail ?? config.supportEmail,
  };
}

/** Whether new sellers get in at once, and where they write meanwhile. Read by sign-in too. */
export async function getBusinessSettings(db: DbOrTx, config: Config): Promise<BusinessSettings> {
  return withDefaults(await readSetting(db, BUSINESS_KEY), config);
}

export async function updateBusinessSettings(
  db: Db,
  config: Config,
  actor: AuthUser,
  input: UpdateBusinessSettingsInput,
): Promise<BusinessSettings> {
  return db.transaction(async (tx) => {
    const before = withDefaults(await readSettingForUpdate(tx, BUSINESS_KEY), config);
    const after: BusinessSettings = {
      acceptingNewSellers: input.acceptingNewSellers ?? before.acceptingNewSellers,
      supportEmail: input.supportEmail ?? before.supportEmail,
    };
    await writeSetting(tx, BUSINESS_KEY, after);
    await audit(tx, {
      actorId: actor.id,
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'business',
      before,
      after,
    });
    return after;
  });
}

/** What the sign-in pages need before anyone signs in: no secrets, only public ids and links. */
export async function getPublicSettings(db: DbOrTx, config: Config): Promise<PublicSettings> {
  const business = await getBusinessSettings(db, config);
  const facebookReady = Boolean(config.facebookAppId && config.facebookAppSecret);
  return {
    acceptingNewSellers: business.acceptingNewSellers,
    supportEmail: business.supportEmail,
    sso: {
      google: config.googleClientId ?? null,
      facebook: facebookReady ? (config.facebookAppId ?? null) : null,
    },
    guides: { ...config.guides },
  };
}
