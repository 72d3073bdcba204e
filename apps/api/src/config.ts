import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type AmazonConfig,
  DEFAULT_AMAZON_LWA_URL,
  DEFAULT_AMAZON_MARKETPLACE_ID,
  DEFAULT_AMAZON_SELLER_CENTRAL_URL,
  DEFAULT_AMAZON_SPAPI_URL,
} from './integrations/stores/amazon/amazon-config.ts';
import {
  DEFAULT_ETSY_API_URL,
  DEFAULT_ETSY_OAUTH_URL,
  type EtsyConfig,
} from './integrations/stores/etsy/etsy-config.ts';
import {
  DEFAULT_SHOPIFY_SHOP_ORIGIN,
  SHOPIFY_API_VERSION,
  SHOPIFY_SCOPES,
  type ShopifyConfig,
} from './integrations/stores/shopify/shopify-config.ts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  // Letters, digits, dot, dash or underscore, at most 64.
  REDIS_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
  ),
  PUBLIC_URL: optionalString,
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  JWT_SECRET: optionalString,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Stitchworks <no-reply@stitchworks.local>'),
  SUPPORT_EMAIL: z.email().default('support@stitchworks.local'),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SOCKET_MAX_CONNECTIONS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  GUIDE_CREATE_ORDER_URL: z.url().default('https://help.stitchworks.app/guides/create-order'),
  GUIDE_PAYMENT_URL: z.url().default('https://help.stitchworks.app/guides/payment'),
  GUIDE_PRIVACY_URL: z.url().default('https://help.stitchworks.app/policies/shipping-and-refund'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_URL: optionalString.pipe(z.url().optional()),
  PAYONEER_CLIENT_ID: optionalString,
  PAYONEER_CLIENT_SECRET: optionalString,
  PAYONEER_PROGRAM_ID: optionalString,
  PAYONEER_API_URL: optionalString.pipe(z.url().optional()),
  PAYONEER_AUTH_URL: optionalString.pipe(z.url().optional()),
  EASYPOST_API_KEY: optionalString,
  EASYPOST_API_URL: optionalString.pipe(z.url().optional()),
  EASYPOST_SERVICES: optionalString,
  SHOPIFY_API_KEY: optionalString,
  SHOPIFY_API_SECRET: optionalString,
  SHOPIFY_API_VERSION: optionalString.pipe(
    z
      .string()
      .regex(/^(\d{4}-(01|04|07|10)|unstable)$/, 'a Shopify API version such as 2026-10')
      .default(SHOPIFY_API_VERSION),
  ),
  SHOPIFY_SHOP_ORIGIN: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.includes('{shop}') && /^https?:\/\/[^/]/.test(value),
        'an http(s) origin containing {shop}',
      )
      .default(DEFAULT_SHOPIFY_SHOP_ORIGIN),
  ),
  STORE_SECRETS_KEY: optionalString,
  WEBHOOKS_ALLOW_LOCAL_URLS: optionalString.pipe(z.enum(['true', 'false']).optional()),
  ETSY_API_KEY: optionalString,
  ETSY_SHARED_SECRET: optionalString,
  ETSY_API_URL: optionalString.pipe(z.url().optional()),
  ETSY_OAUTH_URL: optionalString.pipe(z.url().optional()),
  AMAZON_SPAPI_APPLICATION_ID: optionalString,
  AMAZON_LWA_CLIENT_ID: optionalString,
  AMAZON_LWA_CLIENT_SECRET: optionalString,
  AMAZON_MARKETPLACE_ID: optionalString,
  AMAZON_SPAPI_DRAFT: optionalString.pipe(z.enum(['true', 'false']).optional()),
  AMAZON_SPAPI_URL: optionalString.pipe(z.url().optional()),
  AMAZON_LWA_URL: optionalString.pipe(z.url().optional()),
  AMAZON_SELLER_CENTRAL_URL: optionalString.pipe(z.url().optional()),
});

/** Every environment variable the API reads (README's table and .env.example list each). */
export const configVariableNames = Object.keys(configSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * What every Redis key and channel of this deployment starts with (rate limits, the socket.io
   * adapter), so two deployments sharing one Redis never hear each other; by default derived from
   * the database (redisPrefixFor), so the instances of one deployment share it.
   */
  redisPrefix: string;
  publicUrl: string;
  webDist: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  /** Requests per minute per API key of the public API. */
  apiKeyRateLimitPerMinute: number;
  trustProxy: boolean;
  jwtSecret: string | undefined;
  /** SMTP connection string; unset: each mail is written to DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Support address shown to sellers until an admin sets one in the business settings. */
  supportEmail: string;
  /** Requests per minute per address to each sign-in route (on top of the failure throttle). */
  signInRateLimitPerMinute: number;
  /**
   * Live sockets this process takes before it answers new ones 503; unset: its open-files limit
   * less a reserve (plugins/socket-admission.ts).
   */
  socketMaxConnections: number | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  facebookGraphUrl: string;
  guides: { createOrder: string; payment: string; privacyPolicy: string };
  /** S3-compatible file storage, set when S3_BUCKET is; unset: files on disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  /**
   * PayPal's REST API for credit top-ups, set when both PAYPAL_CLIENT_* are; unset: the built-in
   * sandbox wallet outside production, no online wallet in production.
   */
  paypal: PayPalConfig | undefined;
  /**
   * Payoneer's API for auto-payment from a seller's Payoneer balance, set when PAYONEER_CLIENT_ID,
   * _SECRET and _PROGRAM_ID are; unset: the built-in sandbox outside production.
   */
  payoneer: PayoneerConfig | undefined;
  /**
   * EasyPost's API for buying shipping labels, set when EASYPOST_API_KEY is; unset: the built-in
   * sandbox carrier outside production, none in production on PostgreSQL.
   */
  easypost: EasyPostConfig | undefined;
  /**
   * Shopify's Admin API, set when SHOPIFY_API_KEY and SHOPIFY_API_SECRET are; null: the built-in
   * sandbox shop where one may run.
   */
  shopify: ShopifyConfig | null;
  /** The Admin API version every Shopify call names (the sandbox's too). */
  shopifyApiVersion: string;
  /** Where a shop is reached, `{shop}` standing for its myshopify domain. */
  shopifyShopOrigin: string;
  /** Key sealing store grants at rest (32 bytes, base64 or hex); unset: one kept in the database. */
  storeSecretsKey: string | undefined;
  /**
   * Seller webhooks may reach http and private, loopback and link-local addresses in production
   * (WEBHOOKS_ALLOW_LOCAL_URLS=true: an install on a private network, the browser journeys);
   * outside production they always may.
   */
  webhooksAllowLocalUrls: boolean;
  /**
   * Etsy's Open API v3: base URLs always (ETSY_API_URL, ETSY_OAUTH_URL), the app's keys when
   * ETSY_API_KEY and ETSY_SHARED_SECRET are set (null keys: the built-in sandbox Etsy).
   */
  etsy: EtsyConfig;
  /**
   * Amazon's Selling Partner API, set when AMAZON_SPAPI_APPLICATION_ID, AMAZON_LWA_CLIENT_ID and
   * AMAZON_LWA_CLIENT_SECRET are; null: the built-in sandbox Amazon where one may run.
   */
  amazon: AmazonConfig | null;
};

export type EasyPostConfig = {
  apiKey: string;
  /** REST API base (`https://api.easypost.com`). */
  apiUrl: string;
  /** The services staff choose from, `CARRIER:Service` as EasyPost names them. */
  services: string[];
};

/** EasyPost services offered when EASYPOST_SERVICES is unset. */
export const DEFAULT_EASYPOST_SERVICES = [
  'USPS:GroundAdvantage',
  'USPS:Priority',
  'USPS:Express',
  'UPS:Ground',
  'FedEx:FEDEX_GROUND',
];

export type PayoneerConfig = {
  clientId: string;
  clientSecret: string;
  /** Our program (partner) id: the account the sellers' debits go to. */
  programId: string;
  /** REST API base (`https://api.payoneer.com`; `https://api.sandbox.payoneer.com` to test). */
  apiUrl: string;
  /** Sign-in and OAuth base (`https://login.payoneer.com`; `https://login.sandbox.payoneer.com`). */
  authUrl: string;
};

export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  /** Base URL of the REST API: live by default, `https://api-m.sandbox.paypal.com` for testing. */
  apiUrl: string;
};

export type S3Config = {
  /** Base URL of the S3 API (default: AWS's endpoint for the region). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `${endpoint}/${bucket}/${key}` when true, `${bucket}.${endpoint host}/${key}` when false. */
  forcePathStyle: boolean;
};

type ParsedEnv = z.infer<typeof configSchema>;

/** The S3 settings when S3_BUCKET is set; both keys are then required. */
function s3ConfigFrom(e: ParsedEnv): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = e;
  if (!bucket) return undefined;
  if (!accessKeyId || !secret) {
    const missing = [accessKeyId ? [] : 'S3_ACCESS_KEY_ID', secret ? [] : 'S3_SECRET_ACCESS_KEY'];
    const problems = missing.flat().map((name) => `${name}: required when S3_BUCKET is set`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: e.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** The PayPal settings when its client id and secret are set; one without the other is refused. */
function paypalConfigFrom(e: ParsedEnv): PayPalConfig | undefined {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = e;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const [missing, set] = clientId
      ? ['PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID']
      : ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'];
    throw new Error(`Invalid configuration:\n  ${missing}: required when ${set} is set`);
  }
  const apiUrl = (e.PAYPAL_API_URL ?? 'https://api-m.paypal.com').replace(/\/+$/, '');
  return { clientId, clientSecret, apiUrl };
}

/** The Payoneer settings when its client id, secret and program id are all set (none: sandbox). */
function payoneerConfigFrom(e: ParsedEnv): PayoneerConfig | undefined {
  const { PAYONEER_CLIENT_ID: clientId, PAYONEER_CLIENT_SECRET: clientSecret } = e;
  const programId = e.PAYONEER_PROGRAM_ID;
  if (!clientId && !clientSecret && !programId) return undefined;
  const missing = [
    ['PAYONEER_CLIENT_ID', clientId],
    ['PAYONEER_CLIENT_SECRET', clientSecret],
    ['PAYONEER_PROGRAM_ID', programId],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required when another PAYONEER_* credential is set`);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  return {
    clientId: clientId as string,
    clientSecret: clientSecret as string,
    programId: programId as string,
    apiUrl: (e.PAYONEER_API_URL ?? 'https://api.payoneer.com').replace(/\/+$/, ''),
    authUrl: (e.PAYONEER_AUTH_URL ?? 'https://login.payoneer.com').replace(/\/+$/, ''),
  };
}

/** The EasyPost settings when its API key is set (none: the sandbox carrier). */
function easypostConfigFrom(e: ParsedEnv): EasyPostConfig | undefined {
  if (!e.EASYPOST_API_KEY) return undefined;
  const services = (e.EASYPOST_SERVICES ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => /^[A-Za-z0-9]+:[A-Za-z0-9_]+$/.test(code));
  return {
    apiKey: e.EASYPOST_API_KEY,
    apiUrl: (e.EASYPOST_API_URL ?? 'https://api.easypost.com').replace(/\/+$/, ''),
    services: services.length > 0 ? services : DEFAULT_EASYPOST_SERVICES,
  };
}

/** A pair of settings that only work together: both or neither. */
function bothOrNeither(e: ParsedEnv, names: (keyof ParsedEnv)[]) {
  const set = names.filter((name) => e[name]);
  if (set.length === 0 || set.length === names.length) return set.length > 0;
  const missing = names.filter((name) => !e[name]);
  throw new Error(
    `Invalid configuration:\n  ${missing.join(', ')}: required when ${set.join(', ')} is set`,
  );
}

/** Etsy's base URLs, and the app's keys when both are set. */
function etsyConfigFrom(e: ParsedEnv): EtsyConfig {
  const keys = bothOrNeither(e, ['ETSY_API_KEY', 'ETSY_SHARED_SECRET']);
  return {
    apiUrl: (e.ETSY_API_URL ?? DEFAULT_ETSY_API_URL).replace(/\/+$/, ''),
    oauthUrl: (e.ETSY_OAUTH_URL ?? DEFAULT_ETSY_OAUTH_URL).replace(/\/+$/, ''),
    keystring: keys ? (e.ETSY_API_KEY ?? null) : null,
    sharedSecret: keys ? (e.ETSY_SHARED_SECRET ?? null) : null,
    sandbox: false,
  };
}

/** The SP-API application's settings when its id and LWA client are set. */
function amazonConfigFrom(e: ParsedEnv): AmazonConfig | null {
  const set = bothOrNeither(e, [
    'AMAZON_SPAPI_APPLICATION_ID',
    'AMAZON_LWA_CLIENT_ID',
    'AMAZON_LWA_CLIENT_SECRET',
  ]);
  if (!set) return null;
  return {
    sellerCentralUrl: (e.AMAZON_SELLER_CENTRAL_URL ?? DEFAULT_AMAZON_SELLER_CENTRAL_URL).replace(
      /\/+$/,
      '',
    ),
    lwaUrl: (e.AMAZON_LWA_URL ?? DEFAULT_AMAZON_LWA_URL).replace(/\/+$/, ''),
    spapiUrl: (e.AMAZON_SPAPI_URL ?? DEFAULT_AMAZON_SPAPI_URL).replace(/\/+$/, ''),
    applicationId: e.AMAZON_SPAPI_APPLICATION_ID ?? '',
    clientId: e.AMAZON_LWA_CLIENT_ID ?? '',
    clientSecret: e.AMAZON_LWA_CLIENT_SECRET ?? '',
    marketplaceId: e.AMAZON_MARKETPLACE_ID ?? DEFAULT_AMAZON_MARKETPLACE_ID,
    draft: e.AMAZON_SPAPI_DRAFT === 'true',
    sandbox: false,
  };
}

/** The Shopify app's settings when its key and secret are set; one without the other is refused. */
function shopifyConfigFrom(e: ParsedEnv): ShopifyConfig | null {
  const { SHOPIFY_API_KEY: apiKey, SHOPIFY_API_SECRET: apiSecret } = e;
  if (!apiKey && !apiSecret) return null;
  if (!apiKey || !apiSecret) {
    const [missing, set] = apiKey
      ? ['SHOPIFY_API_SECRET', 'SHOPIFY_API_KEY']
      : ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET'];
    throw new Error(`Invalid configuration:\n  ${missing}: required when ${set} is set`);
  }
  return {
    apiKey,
    apiSecret,
    apiVersion: e.SHOPIFY_API_VERSION,
    shopOrigin: e.SHOPIFY_SHOP_ORIGIN.replace(/\/+$/, ''),
    scopes: SHOPIFY_SCOPES,
    sandbox: false,
  };
}

/**
 * A deployment's Redis prefix when REDIS_PREFIX is unset: a short hash of the database it runs on.
 * PostgreSQL is named by its host, port and database, not the user, password or options, which
 * may differ between the instances of one deployment; the embedded database by its folder.
 */
export function redisPrefixFor(databaseUrl: string | undefined, dataDir: string): string {
  let identity = `pglite:${dataDir}`;
  if (databaseUrl) {
    try {
      const url = new URL(databaseUrl);
      const host = url.hostname.toLowerCase() || url.searchParams.get('host') || '';
      identity = `postgres:${host}:${url.port || '5432'}${decodeURIComponent(url.pathname)}`;
    } catch {
      identity = `postgres:${databaseUrl}`;
    }
  }
  return `sw-${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}

/** The repository's root folder, where DATA_DIR and WEB_DIST are read from when relative. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads the repository's `.env` into the environment, when there is one (variables already set win). */
export function loadEnvFile(): void {
  const path = new URL('../../../.env', import.meta.url).pathname;
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Reads the environment once; an invalid value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // Relative to the repository, not to where npm runs the script: `npm start` (at the root)
    // and `npm run db:migrate`, `seed:demo`, `dev` (in apps/api) share one data folder.
    dataDir: resolve(REPOSITORY_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix:
      e.REDIS_PREFIX ?? redisPrefixFor(e.DATABASE_URL, resolve(REPOSITORY_ROOT, e.DATA_DIR)),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    webDist: resolve(REPOSITORY_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    socketMaxConnections: e.SOCKET_MAX_CONNECTIONS,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    facebookAppId: e.FACEBOOK_APP_ID,
    facebookAppSecret: e.FACEBOOK_APP_SECRET,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    guides: {
      createOrder: e.GUIDE_CREATE_ORDER_URL,
      payment: e.GUIDE_PAYMENT_URL,
      privacyPolicy: e.GUIDE_PRIVACY_URL,
    },
    s3: s3ConfigFrom(e),
    paypal: paypalConfigFrom(e),
    payoneer: payoneerConfigFrom(e),
    easypost: easypostConfigFrom(e),
    shopify: shopifyConfigFrom(e),
    shopifyApiVersion: e.SHOPIFY_API_VERSION,
    shopifyShopOrigin: e.SHOPIFY_SHOP_ORIGIN.replace(/\/+$/, ''),
    storeSecretsKey: e.STORE_SECRETS_KEY,
    webhooksAllowLocalUrls: e.WEBHOOKS_ALLOW_LOCAL_URLS === 'true',
    etsy: etsyConfigFrom(e),
    amazon: amazonConfigFrom(e),
  };
}
