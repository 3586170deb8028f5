import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailInputSchema,
  emailOnlySchema,
  loginInputSchema,
  loginResponseSchema,
  refreshInputSchema,
  registerInputSchema,
  registerResponseSchema,
  resetConfirmInputSchema,
  tokenPairSchema,
} from '@app/shared/accounts/auth.schemas';
import { PHONE_SIGN_IN_PATH, PHONE_VERIFY_PATH } from '@app/shared/accounts/phone-sign-in.paths';
import { phoneSignInInputSchema, phoneVerifyInputSchema } from '@app/shared/accounts/phone-sign-in.schemas';
import { detailSchema } from '@app/shared/common/errors';
import { accountContext } from './account-context';
import { deviceCookieName, deviceCookieOptions, deviceCookieValue, trustedDevice } from './device-cookies';
import { errorResponses } from './error-responses';
import { login } from './login.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { requestPhoneCode, verifyPhoneCode } from './phone-sign-in.service';
import { logout, rotateRefreshToken } from './refresh-tokens';
import { confirmEmail, registerUser, resendConfirmationCode } from './registration.service';

const tags = ['accounts'];
const { 400: badRequest, 401: unauthorized, 429: tooMany } = errorResponses;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Device cookies of sign-in (ADR 005); only these routes read or write cookies.
  await app.register(cookie);

  app.post(
    '/user/register/',
    {
      schema: {
        tags,
        summary:
          'Create an unconfirmed account and e-mail a confirmation code (a taken address answers the same; its owner gets an e-mail)',
        body: registerInputSchema,
        response: { 201: registerResponseSchema, 400: badRequest, 429: tooMany },
      },
    },
    async (request, reply) => reply.code(201).send(await registerUser(accountContext(request), request.body)),
  );

  app.post(
    '/user/register/confirm-email/',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with its 6-digit code',
        body: confirmEmailInputSchema,
        response: { 200: detailSchema, 400: badRequest, 429: tooMany },
      },
    },
    (request) => confirmEmail(accountContext(request), request.body),
  );

  app.post(
    '/user/register/email-verification-code/',
    {
      schema: {
        tags,
        summary: 'Send a new confirmation code (same answer whether or not the address exists)',
        body: emailOnlySchema,
        response: { 200: detailSchema, 400: badRequest, 429: tooMany },
      },
    },
    (request) => resendConfirmationCode(accountContext(request), request.body),
  );

  app.post(
    '/user/login/',
    {
      schema: {
        tags,
        summary: 'Sign in: the user with schools and profiles, an access token and a refresh token',
        body: loginInputSchema,
        response: { 200: loginResponseSchema, 400: badRequest, 429: tooMany },
      },
    },
    async (request, reply) => {
      const cookie = deviceCookieName(app.tokens, request.body.email);
      const signedIn = await login(accountContext(request), request.body, request.cookies[cookie]);
      void reply.setCookie(cookie, signedIn.deviceCookie, deviceCookieOptions(request));
      return signedIn.response;
    },
  );

  app.post(
    PHONE_SIGN_IN_PATH,
    {
      schema: {
        tags,
        summary:
          "SMS a 6-digit sign-in code to the phone's account (same answer whether or not the phone has one)",
        body: phoneSignInInputSchema,
        response: { 200: detailSchema, 400: badRequest, 429: tooMany },
      },
    },
    (request) => requestPhoneCode(accountContext(request), request.body),
  );

  app.post(
    PHONE_VERIFY_PATH,
    {
      schema: {
        tags,
        summary:
          "Sign in with a phone and its SMS code, or a pending invitation's code to that phone (the first makes the account); answers as sign-in does",
        body: phoneVerifyInputSchema,
        response: { 200: loginResponseSchema, 400: badRequest, 429: tooMany },
      },
    },
    async (request, reply) => {
      const { response, email } = await verifyPhoneCode(accountContext(request), request.body);
      if (email) {
        // The browser proved it holds the account's phone: its password sign-ins get their own
        // allowance too, as after a password sign-in (ADR 005). The cookie belongs to that call.
        const cookie = deviceCookieName(app.tokens, email);
        const device = trustedDevice(app.tokens, email, request.cookies[cookie]);
        void reply.setCookie(cookie, deviceCookieValue(app.tokens, email, device), {
          ...deviceCookieOptions(request),
          path: request.routeOptions.url!.replace(PHONE_VERIFY_PATH, '/user/login'),
        });
      }
      return response;
    },
  );

  app.post(
    '/user/password/reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code (same answer whether or not the address exists)',
        body: emailOnlySchema,
        response: { 200: detailSchema, 400: badRequest, 429: tooMany },
      },
    },
    (request) => requestPasswordReset(accountContext(request), request.body),
  );

  app.post(
    '/user/password/reset/confirm/',
    {
      schema: {
        tags,
        summary:
          "Set a new password with the reset code of the address's account; confirms the e-mail and ends every session",
        body: resetConfirmInputSchema,
        response: { 200: detailSchema, 400: badRequest, 429: tooMany },
      },
    },
    (request) => confirmPasswordReset(accountContext(request), request.body),
  );

  app.post(
    '/user/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair (the old one is spent; reusing it ends the session)',
        body: refreshInputSchema,
        response: { 200: tokenPairSchema, 400: badRequest, 401: unauthorized },
      },
    },
    (request) => rotateRefreshToken(accountContext(request), request.body.refresh),
  );

  app.post(
    '/user/logout/',
    {
      schema: {
        tags,
        summary: "Sign out: the refresh token's session stops working",
        body: refreshInputSchema,
        response: { 200: detailSchema, 400: badRequest },
      },
    },
    (request) => logout(app.db, request.body.refresh),
  );
};
