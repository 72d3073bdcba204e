import {
  dataOf,
  errorBodySchema,
  messageSchema,
  recoveryCodesSchema,
  signedInSchema,
  signInSessionListSchema,
  signInSessionParamsSchema,
  twoFactorCodeInputSchema,
  twoFactorLoginInputSchema,
  twoFactorProofInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userIdParamsSchema,
  userTwoFactorSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { endOtherSignIns, endSignIn, listSignIns } from './sign-ins.service.ts';
import * as twoFactor from './two-factor.service.ts';

const error = errorBodySchema;
const denied = { 401: error, 403: error };

/** Two-factor sign-in (the second step, enrolment, an admin's reset) and the sign-ins list. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: twoFactor.TwoFactorDeps = {
    db: app.db,
    tokens: app.tokens,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    secretBox: app.secretBox,
  };
  // Codes are guessed here: the sign-in limit, as on the password routes.
  const config = {
    rateLimit: { max: app.config.signInRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/api/auth/login/two_factor',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The second step of a sign-in: the challenge token POST /auth/login answered and the authenticator's code (or a recovery code)",
        body: twoFactorLoginInputSchema,
        response: { 200: dataOf(signedInSchema), 400: error, 403: error, 429: error },
      },
      config,
    },
    async (request, reply) => {
      const signedIn = await twoFactor.completeTwoFactorLogin(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(reply, app.config.publicUrl, signedIn.refreshToken);
      return { data: signedIn };
    },
  );

  app.get(
    '/api/auth/two_factor',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's two-factor sign-in: on or off, recovery codes left, required or not",
        response: { 200: dataOf(twoFactorStatusSchema), ...denied },
      },
    },
    async (request) => ({ data: await twoFactor.getTwoFactorStatus(deps, currentUser(request)) }),
  );

  app.post(
    '/api/auth/two_factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app: a new secret and its QR code',
        response: { 200: dataOf(twoFactorSetupSchema), 409: error, ...denied },
      },
    },
    async (request) => ({ data: await twoFactor.startTwoFactorSetup(deps, currentUser(request)) }),
  );

  app.post(
    '/api/auth/two_factor/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the setup with a first code; answers the ten recovery codes, shown once',
        body: twoFactorCodeInputSchema,
        response: {
          200: dataOf(recoveryCodesSchema),
          400: error,
          409: error,
          429: error,
          ...denied,
        },
      },
      config,
    },
    async (request) => ({
      data: await twoFactor.enableTwoFactor(
        deps,
        currentUser(request),
        request.body.code,
        request.ip,
      ),
    }),
  );

  app.post(
    '/api/auth/two_factor/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off with a current code or a recovery code',
        body: twoFactorProofInputSchema,
        response: { 200: dataOf(messageSchema), 400: error, 429: error, ...denied },
      },
      config,
    },
    async (request) => ({
      data: await twoFactor.disableTwoFactor(
        deps,
        currentUser(request),
        request.body.code,
        request.ip,
      ),
    }),
  );

  app.post(
    '/api/auth/two_factor/recovery_codes',
    {
      schema: {
        tags: ['auth'],
        summary:
          'New recovery codes (the old ones stop working), with a current code or a recovery code',
        body: twoFactorProofInputSchema,
        response: { 200: dataOf(recoveryCodesSchema), 400: error, 429: error, ...denied },
      },
      config,
    },
    async (request) => ({
      data: await twoFactor.renewRecoveryCodes(
        deps,
        currentUser(request),
        request.body.code,
        request.ip,
      ),
    }),
  );

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where the caller is signed in: device, address, last seen; the current one marked',
        response: { 200: dataOf(signInSessionListSchema), ...denied },
      },
    },
    async (request) => ({ data: await listSignIns(app.db, currentUser(request)) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one of the caller’s sign-ins; its sockets close at once',
        params: signInSessionParamsSchema,
        response: { 200: dataOf(messageSchema), 400: error, 404: error, ...denied },
      },
    },
    async (request) => ({
      data: await endSignIn(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/auth/sessions/end_others',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every sign-in of the caller but this one',
        response: { 200: dataOf(messageSchema), ...denied },
      },
    },
    async (request) => ({ data: await endOtherSignIns(app.db, currentUser(request)) }),
  );

  app.get(
    '/api/users/:id/two_factor',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether a user has two-factor sign-in on',
        params: userIdParamsSchema,
        response: { 200: dataOf(userTwoFactorSchema), 400: error, 404: error, ...denied },
      },
    },
    async (request) => ({ data: await twoFactor.getUserTwoFactor(deps, request.params.id) }),
  );

  app.delete(
    '/api/users/:id/two_factor',
    {
      schema: {
        tags: ['users'],
        summary: "Reset a user's two-factor sign-in (audited; the user is told by mail)",
        params: userIdParamsSchema,
        response: { 200: dataOf(messageSchema), 400: error, 404: error, ...denied },
      },
    },
    async (request) => ({
      data: await twoFactor.resetUserTwoFactor(deps, currentUser(request), request.params.id),
    }),
  );
};
