import { resolve } from 'node:path';
import { z } from 'zod';

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
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  GUIDE_CREATE_ORDER_URL: z.url().default('https://help.stitchworks.app/guides/create-order'),
  GUIDE_PAYMENT_URL: z.url().default('https://help.stitchworks.app/guides/payment'),
  GUIDE_PRIVACY_URL: z.url().default('https://help.stitchworks.app/policies/shipping-and-refund'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
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
  googleClientId: string | undefined;
  googleJwksUrl: string;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  facebookGraphUrl: string;
  guides: { createOrder: string; payment: string; privacyPolicy: string };
};

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
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
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
  };
}
