import {
  dataOf,
  errorBodySchema,
  forgotPasswordInputSchema,
  loginAnswerSchema,
  loginInputSchema,
  messageSchema,
  refreshInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  resetTokenOwnerSchema,
  ssoInputSchema,
  tokenInputSchema,
  tokenPairSchema,
} from '@stitchworks/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSsoProviders } from '../../integrations/sso/providers.ts';
import type { SsoProviderName } from '../../integrations/sso/sso-provider.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';
import { DEVICE_COOKIE, setDeviceCookie } from './known-device.ts';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.ts';
import { signInWithProvider } from './sso.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

const error = errorBodySchema;
const tokensAnswer = {
  200: dataOf(tokenPairSchema),
  400: error,
  401: error,
  403: error,
  404: error,
  429: error,
  503: error,
};

const loginAnswer = { ...tokensAnswer, 200: dataOf(loginAnswerSchema) };

const sessionContext = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: auth.AuthDeps = {
    db: app.db,
    tokens: app.tokens,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
  };
  const providers = createSsoProviders(app.config);
  // Tighter than the global limit where a call can guess a password or token, send mail or spend
  // argon2 time. Refresh and sign-out present 256-bit random tokens and stay under the global limit.
  const config = {
    rateLimit: { max: app.config.signInRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const withCookie = (
    reply: FastifyReply,
    tokens: { privateToken: string; refreshToken: string },
  ) => {
    setRefreshCookie(reply, app.config.publicUrl, tokens.refreshToken);
    return { data: tokens };
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; with two-factor sign-in on, answers the challenge of the second step (POST /auth/login/two_factor) instead of the tokens',
        body: loginInputSchema,
        response: loginAnswer,
      },
      config,
    },
    async (request, reply) => {
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const signedIn = await auth.login(deps, request.body, {
        ...sessionContext(request),
        deviceCookie,
      });
      setDeviceCookie(reply, app.config.publicUrl, signedIn.deviceCookie);
      const { answer } = signedIn;
      if ('challengeToken' in answer) return { data: answer };
      setRefreshCookie(reply, app.config.publicUrl, answer.refreshToken);
      return { data: answer };
    },
  );

  app.post(
    '/api/auth/refresh_token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token (body, else the cookie) for a new pair; rotates it',
        body: refreshInputSchema.nullish(),
        response: tokensAnswer,
      },
    },
    async (request, reply) => {
      const token = presentedRefreshToken(request, request.body?.refreshToken);
      return withCookie(reply, await auth.refresh(deps, token, sessionContext(request)));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this sign-in (refresh token in the body, else the cookie)',
        body: refreshInputSchema.nullish(),
        response: { 200: dataOf(messageSchema), 400: error },
      },
    },
    async (request, reply) => {
      const token = presentedRefreshToken(request, request.body?.refreshToken);
      const data = await auth.logout(deps, token, request.user);
      clearRefreshCookie(reply, app.config.publicUrl);
      return { data };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a seller account; mails an activation link',
        body: registerInputSchema,
        response: { 201: dataOf(messageSchema), 400: error, 409: error, 429: error },
      },
      config,
    },
    async (request, reply) => {
      const data = await auth.register(deps, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/auth/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the e-mailed token',
        body: tokenInputSchema,
        response: { 200: dataOf(messageSchema), 400: error, 429: error },
      },
      config,
    },
    async (request) => ({ data: await auth.activate(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/activate/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the activation mail again to the signed-in user',
        response: { 200: dataOf(messageSchema), 400: error, 401: error, 429: error },
      },
      config,
    },
    async (request) => ({ data: await auth.resendActivation(deps, currentUser(request)) }),
  );

  app.post(
    '/api/auth/forgot_password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the address exists)',
        body: forgotPasswordInputSchema,
        response: { 200: dataOf(messageSchema), 400: error, 429: error },
      },
      config,
    },
    async (request) => ({ data: await auth.forgotPassword(deps, request.body.email) }),
  );

  app.post(
    '/api/auth/forgot_password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset token; answers whose account it resets',
        body: tokenInputSchema,
        response: { 200: dataOf(resetTokenOwnerSchema), 400: error, 429: error },
      },
      config,
    },
    async (request) => ({ data: await auth.checkResetToken(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/reset_password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends every sign-in of the account',
        body: resetPasswordInputSchema,
        response: { 200: dataOf(messageSchema), 400: error, 429: error },
      },
      config,
    },
    async (request) => ({
      data: await auth.resetPassword(deps, request.body.token, request.body.newPassword),
    }),
  );

  const ssoRoute = (name: SsoProviderName, summary: string) =>
    app.post(
      `/api/auth/sso/${name}`,
      {
        schema: { tags: ['auth'], summary, body: ssoInputSchema, response: loginAnswer },
        config,
      },
      async (request, reply) => {
        const answer = await signInWithProvider(
          deps,
          providers[name],
          request.body.token,
          sessionContext(request),
        );
        if (!('challengeToken' in answer)) {
          setRefreshCookie(reply, app.config.publicUrl, answer.refreshToken);
        }
        return { data: answer };
      },
    );
  ssoRoute('google', 'Sign in with a Google ID token (404 when Google is not configured)');
  ssoRoute(
    'facebook',
    'Sign in with a Facebook access token (404 when Facebook is not configured)',
  );

  await app.register(twoFactorRoutes);
};
