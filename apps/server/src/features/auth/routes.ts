import {
  authSession,
  emailVerified,
  logoutBody,
  messageAnswer,
  passwordResetAnswer,
  refreshedSession,
  refreshRequestBody,
  verificationSent,
  verifySendRequestBody,
} from '@backroom/domain/contract/auth';
import { okAnswer } from '@backroom/domain/contract/common';
import { forgotBody, loginBody, resetBody, signupBody, tokenBody } from '@backroom/domain/schemas/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLATFORM_WIDE } from '../../core/counters';
import { AttemptLimiter, SignInThrottle } from '../../core/rate-limit';
import type { StoreRow } from '../../core/store';
import { storeUrls } from '../../core/urls';
import type { Deps } from '../../deps';
import { authenticate, MESSAGES, requireStore } from '../../http/access';
import { appKindOf } from '../../http/app-kind';
import { AppError, unauthenticated } from '../../http/errors';
import {
  assertSameSiteCall,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie';
import * as auth from './service';

const publicRoute = { access: 'public' as const };

export function authRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = { db: deps.db, signer: deps.signer, hostSuffix: deps.env.HOST_SUFFIX };
  // Sign-in: growing delays per account and address, a ceiling per account that spares known addresses
  // (SignInThrottle); 50 attempts a quarter hour per address across accounts.
  // The counts are shared by every instance (deps.counters: PostgreSQL, or Redis when REDIS_URL is set).
  const signIn = new SignInThrottle(deps.counters);
  const byIp = new AttemptLimiter(deps.counters, 'by-address', 50, 15 * 60_000);
  const mailByAccount = new AttemptLimiter(deps.counters, 'mail-by-account', 5, 15 * 60_000);

  const appUrl = async (request: FastifyRequest) => {
    const store = await requireStore(access, request);
    const urls = storeUrls(deps.env, store);
    return appKindOf({ request, staffPort: deps.env.STAFF_PORT, sellerPort: deps.env.PORT }) === 'staff'
      ? urls.inStoreUrl
      : urls.consignerUrl;
  };

  // The refresh token goes into the httpOnly cookie; the body carries only the access token (and the user).
  const answer = <T extends auth.Session>(
    request: FastifyRequest,
    reply: FastifyReply,
    store: StoreRow,
    session: T,
  ): Omit<T, 'refreshToken' | 'remember'> => {
    const { refreshToken, remember, ...body } = session;
    setRefreshCookie({ request, reply, env: deps.env, store, token: refreshToken, remember });
    return body;
  };

  app.post(
    '/open/auth/signup',
    {
      config: publicRoute,
      schema: {
        summary: 'Create a login (and a seller profile) for this store',
        operationId: 'signUp',
        body: signupBody,
        response: { 201: authSession },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      await byIp.hit(PLATFORM_WIDE, `signup:${request.ip}`, 'sign-up attempts');
      const session = await auth.signup(deps.db, {
        signer: deps.signer,
        store,
        input: request.body,
        appUrl: await appUrl(request),
      });
      deps.worker.nudge();
      reply.code(201);
      return answer(request, reply, store, session);
    },
  );

  app.post(
    '/open/auth/login',
    {
      config: publicRoute,
      schema: {
        summary: 'Sign in with e-mail and password',
        operationId: 'signIn',
        body: loginBody,
        response: { 200: authSession },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      const email = request.body.email.trim().toLowerCase();
      await byIp.hit(PLATFORM_WIDE, `login:${request.ip}`, 'sign-in attempts');
      await signIn.check(store.id, email, request.ip);
      try {
        const session = await auth.login(deps.db, { signer: deps.signer, store, input: request.body });
        await signIn.succeeded(store.id, email, request.ip);
        return answer(request, reply, store, session);
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED')
          await signIn.failed(store.id, email, request.ip);
        throw err;
      }
    },
  );

  app.post(
    '/open/auth/refresh',
    {
      config: publicRoute,
      schema: {
        summary: 'Get a new access token with the refresh token',
        operationId: 'refreshSession',
        body: refreshRequestBody,
        response: { 200: refreshedSession },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      let refreshToken = request.body?.refreshToken;
      if (!refreshToken) {
        assertSameSiteCall(request);
        refreshToken = readRefreshCookie(request, deps.env, store) ?? undefined;
      }
      if (!refreshToken) throw unauthenticated(MESSAGES.signIn);
      try {
        return answer(
          request,
          reply,
          store,
          await auth.refresh(deps.db, { signer: deps.signer, store, refreshToken }),
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED')
          clearRefreshCookie({ request, reply, env: deps.env, store });
        throw err;
      }
    },
  );

  /**
   * Ends every session of the login (all devices): the bearer token names it, or an API client's refresh token.
   * A bearer token that no longer verifies is a 401, so the web app refreshes and signs out with the new one.
   */
  app.post(
    '/open/auth/logout',
    {
      config: publicRoute,
      schema: {
        summary: 'Sign out everywhere: end every session of the login',
        operationId: 'signOut',
        body: logoutBody,
        response: { 200: okAnswer },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      clearRefreshCookie({ request, reply, env: deps.env, store });
      const principal = request.headers.authorization ? await authenticate(access, request) : null;
      await auth.logout(deps.db, store, {
        userId: principal?.userId,
        refreshToken: request.body?.refreshToken,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/open/auth/verify/send',
    {
      config: publicRoute,
      schema: {
        summary: 'Send the e-mail verification link again',
        operationId: 'sendVerificationEmail',
        body: verifySendRequestBody,
        response: { 200: verificationSent },
        tags: ['auth'],
      },
    },
    async (request) => {
      const principal = await authenticate(access, request);
      const store = await requireStore(access, request);
      const unlessSent = request.body?.unlessSent === true;
      if (!unlessSent)
        await mailByAccount.hit(store.id, `verify:${principal.userId}`, 'verification e-mails');
      const result = await auth.resendVerification(deps.db, {
        store,
        userId: principal.userId,
        appUrl: await appUrl(request),
        unlessSent,
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/open/auth/verify/confirm',
    {
      config: publicRoute,
      schema: {
        summary: 'Confirm the e-mail address with the mailed token',
        operationId: 'confirmEmail',
        body: tokenBody,
        response: { 200: emailVerified },
        tags: ['auth'],
      },
    },
    async (request) => {
      const store = await requireStore(access, request);
      return auth.confirmVerification(deps.db, store, request.body.token);
    },
  );

  app.post(
    '/open/auth/forgot',
    {
      config: publicRoute,
      schema: {
        summary: 'Mail a password reset link',
        operationId: 'requestPasswordReset',
        body: forgotBody,
        response: { 200: messageAnswer },
        tags: ['auth'],
      },
    },
    async (request) => {
      const store = await requireStore(access, request);
      await byIp.hit(PLATFORM_WIDE, `forgot:${request.ip}`, 'password reset requests');
      await mailByAccount.hit(store.id, `forgot:${request.body.email}`, 'password reset requests');
      const result = await auth.forgotPassword(deps.db, {
        store,
        email: request.body.email,
        appUrl: await appUrl(request),
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/open/auth/reset',
    {
      config: publicRoute,
      schema: {
        summary: 'Set a new password with the mailed token',
        operationId: 'resetPassword',
        body: resetBody,
        response: { 200: passwordResetAnswer },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      await byIp.hit(PLATFORM_WIDE, `reset:${request.ip}`, 'password reset attempts');
      const session = await auth.resetPassword(deps.db, {
        signer: deps.signer,
        store,
        token: request.body.token,
        password: request.body.password,
      });
      return answer(request, reply, store, session);
    },
  );
}
