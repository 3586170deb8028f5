import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { ref } from '@app/shared/i18n/message-ref';
import { AppError } from '../../http/errors';
import { PING_SOURCE } from './ping';
import { parseOsmAnd, parseTraccarClientJson } from './protocols/osmand';
import { isObject } from './protocols/ping-fields';
import { parseOwnTracks } from './protocols/owntracks';
import { parseTraccarForward } from './protocols/traccar-forward';

/** A ping is a few hundred bytes; a forwarder's or a phone's request never needs more. */
const BODY_LIMIT = 64 * 1024;
const tags = ['gps'];
/** A ping changes no cached record: its answer does not wait for the cache messages (writes-heard.ts). */
const config = { cachesUnaffected: true } as const;
const answers = { 400: fieldErrorsSchema, 401: detailSchema };

/** The secret of a ping: the `key` parameter of the URL the app was given, or a Bearer token. */
function keyOf(request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown>).key;
  if (typeof key === 'string' && key) return key;
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1]?.trim();
}

/** HTTP Basic: OwnTracks' own user (the device's identifier) and password (its secret). */
function basicOf(request: FastifyRequest): { user: string; password: string } | undefined {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A form body's parameters; a repeated one as the list of its values, as the query string's parser does. */
function formParameters(body: string): Record<string, string | string[]> {
  const parameters: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const earlier = parameters[name];
    parameters[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return parameters;
}

/**
 * Positions in (issue 22 §1, docs/gps-devices.md): OsmAnd and Traccar Client, a Traccar server's
 * forwarding, OwnTracks over HTTP. Outside the business calls: a device has no session, school or
 * profile; its identifier and secret say whose it is (ping-intake.ts).
 */
export const gpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, formParameters(body as string)),
  );
  const osmand = async (request: FastifyRequest) => {
    const body = request.body;
    const query = request.query as Record<string, unknown>;
    // Traccar Client 9 posts its JSON; the classic apps put their parameters in the query string,
    // or a form, of a GET or a POST.
    const ping =
      isObject(body) && 'location' in body
        ? parseTraccarClientJson(body)
        : parseOsmAnd({ ...query, ...(isObject(body) ? body : {}) });
    const timeField = isObject(body) && 'location' in body ? 'location.timestamp' : 'timestamp';
    await app.pingIntake.fromDevice([ping], keyOf(request), timeField);
    return '';
  };
  const osmandSchema = {
    tags,
    summary: 'A position from OsmAnd or Traccar Client (parameters, form or Traccar Client 9 JSON)',
    response: { 200: z.string(), ...answers },
  };
  app.get('/gps/osmand/', { config, schema: osmandSchema }, osmand);
  app.post('/gps/osmand/', { config, bodyLimit: BODY_LIMIT, schema: osmandSchema }, osmand);

  app.post(
    '/gps/traccar/',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "A position forwarded by a school's Traccar server (its JSON forwarding), with the server's key",
        response: { 200: z.string(), ...answers },
      },
    },
    async (request) => {
      const ping = parseTraccarForward(request.body);
      await app.pingIntake.fromForwarder(ping ? [ping] : [], keyOf(request), 'position.fixTime');
      return '';
    },
  );

  app.post(
    '/gps/owntracks/',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "A message of OwnTracks in HTTP mode, the device's identifier and secret as its user and password",
        response: { 200: z.array(z.object({})).max(0).describe('No messages for the phone'), ...answers },
      },
    },
    async (request, reply) => {
      const credentials = basicOf(request);
      if (!credentials) {
        reply.header('www-authenticate', 'Basic realm="Transport Admin"');
        throw new AppError(401, ref('devices.pingRefused'));
      }
      const ping = parseOwnTracks(request.body, credentials.user, PING_SOURCE.ownTracksHttp);
      // Other messages (transitions, waypoints, the app's status) are answered and not kept.
      if (ping) await app.pingIntake.fromDevice([ping], credentials.password, 'tst');
      // OwnTracks reads the answer as a list of messages for the phone: none.
      return [];
    },
  );
};
