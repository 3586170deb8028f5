import path from 'node:path';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database, Db } from './db/client';
import { keepTablesFresh } from './db/table-upkeep';
import type { AccessTokens } from './features/accounts/access-tokens';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { devicesRoutes } from './features/devices/devices.routes';
import { deviceDirectory } from './features/positions/device-directory';
import { gpsRoutes } from './features/positions/gps.routes';
import { pingIntake, type PingIntake } from './features/positions/ping-intake';
import { positionWriter, type PositionWriter } from './features/positions/position-writer';
import { databaseLiveBus, natsLiveBus } from './features/positions/live-bus';
import { liveBatches } from './features/positions/live-batches';
import { LiveHub } from './features/positions/live-hub';
import { liveRoutes } from './features/positions/live.routes';
import { etaRoutes } from './features/eta/eta.routes';
import { familyRoutes } from './features/family/family.routes';
import { EtaNoticeWatch } from './features/notices/eta-notice-watch';
import { familyWritesRoutes } from './features/family/family-writes.routes';
import { SegmentTimes } from './features/eta/segment-times';
import { tripEtas } from './features/eta/trip-etas';
import { keepPositionsUpkept } from './features/positions/positions-upkeep';
import { subscribeOwnTracks } from './features/positions/owntracks-mqtt';
import { healthRoutes } from './features/health/health.routes';
import { mapSettingsRoutes } from './features/map-settings/map-settings.routes';
import type { Messenger } from './features/messages/messenger';
import { createMessenger } from './features/messages/create-messenger';
import { deliveryLogRoutes } from './features/notices/delivery-log.routes';
import { pushSubscriptionsRoutes } from './features/notices/push-subscriptions.routes';
import { startNotices } from './features/notices/start-notices';
import { operatorRoutes } from './features/operator/operator.routes';
import { invitationsRoutes } from './features/tenants/invitations.routes';
import { journeyStopsRoutes } from './features/journey-stops/journey-stops.routes';
import { journeysRoutes } from './features/journeys/journeys.routes';
import { tenantsRoutes } from './features/tenants/tenants.routes';
import { tripsRoutes } from './features/trips/trips.routes';
import { fieldTripBookingsRoutes } from './features/field-trips/field-trip-bookings.routes';
import { clientErrorHandler } from './http/client-errors';
import { isAllowedOrigin } from './http/cors-origins';
import { registerWritesHeard } from './http/writes-heard';
import { openCacheChannel, type CacheChannel } from './http/cache-channel';
import { startCallerCache, type CallerCache } from './http/caller-cache';
import { watchDatabaseOutages, type DatabaseOutage } from './http/database-outage';
import { registerErrorHandler } from './http/error-handler';
import { registerLanguages } from './http/language';
import { loggerOptions } from './http/logging';
import { createResponseSerializer } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { resolveTenantContext } from './http/tenant-context';
import { schoolSettingsRoutes } from './features/school-settings/school-settings.routes';
import { studentImportRoutes } from './features/student-import/student-import.routes';
import { restrictionImportRoutes } from './features/student-restrictions/restriction-import.routes';
import { tripEventsRoutes } from './features/trip-events/trip-events.routes';
import { tripStatusRoutes } from './features/trip-status/trip-status.routes';
import { runSheetRoutes } from './features/run-sheet/run-sheet.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { roadTimesRoutes } from './features/road-times/road-times.routes';
import { documentFilesRoutes } from './features/documents/document-files.routes';
import { inspectionsRoutes } from './features/inspections/inspections.routes';
import { fieldTripsRoutes } from './features/field-trips/field-trips.routes';
import { startDocumentDigests } from './features/documents/start-document-digests';
import { routePlansRoutes } from './features/route-plans/route-plans.routes';
import { registerMultipart } from './http/multipart';
import { registerWebConsole } from './http/web-console';
import { PhotoStore } from './features/photos/photo-store';
import { sweepImportsRegularly } from './features/student-import/abandoned-imports';
import { STUDENT_IMPORT } from './features/student-import/student-import.service';
import { RESTRICTION_IMPORT } from './features/student-restrictions/restriction-import.service';
import { registerResource } from './records/resource-routes';
import { resourceDeclarations } from './records/resources';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    tokens: AccessTokens;
    messenger: Messenger;
    /** Turns lost database connections into 503s, logged once per outage. */
    databaseOutage: DatabaseOutage;
    /** The process's caches of what the database said, forgotten when any process changes it. */
    caches: CacheChannel;
    /** Sessions and profiles of callers, remembered per process and kept true across processes. */
    callers: CallerCache;
    /** Set by server.ts; lets the command-line tool act through a running server. */
    operatorKey: string | undefined;
    /** `METHOD /api/path` of every business call, for the test that each one is covered. */
    businessRoutes: string[];
    /** Every route as registered, for the tests that send junk to each one. */
    routeTable: RouteOptions[];
    /** Photos of people, under DATA_DIR/uploads. */
    photos: PhotoStore;
    /** Positions written in batches (ADR 020); its listeners hear each batch stored. */
    positionWriter: PositionWriter;
    /** Pings of every protocol to positions: devices found, secrets checked, positions flagged. */
    pingIntake: PingIntake;
    /** The live screens' streams of this process, by school. */
    liveHub: LiveHub;
    /** Each school's segment times learned from its past trips, for ETAs. */
    segmentTimes: SegmentTimes;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  messenger?: Messenger;
  operatorKey?: string;
  /** false: no logs (tests); an object adds to the pino options (a test's stream); the redaction stays. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeout = config.requestTimeoutMs;
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config), ...options.logger },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Graceful shutdown: in-flight requests finish, idle keep-alive sockets close.
    forceCloseConnections: 'idle',
    // A request (headers and body) that trickles in is cut off with a 408 after REQUEST_TIMEOUT_SECONDS;
    // Node looks for such requests every 30 s unless told otherwise, so once a second here.
    requestTimeout: timeout,
    http: { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled per route from its zod response schema; in tests zod checks every response as well.
  app.setSerializerCompiler(createResponseSerializer({ checkResponses: config.nodeEnv === 'test' }));

  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('tokens', options.tokens);
  app.decorate('messenger', options.messenger ?? createMessenger(config, app.log));
  app.decorate('operatorKey', options.operatorKey);
  app.decorate('businessRoutes', []);
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => void app.routeTable.push(route));
  app.decorate('photos', new PhotoStore(path.join(config.dataDir, 'uploads')));
  app.decorate('databaseOutage', watchDatabaseOutages(options.database.db, app.log));
  app.addHook('onClose', async () => app.databaseOutage.close());
  app.decorate('caches', await openCacheChannel(options.database));
  app.addHook('onClose', async () => app.caches.close());
  app.decorate('callers', startCallerCache(options.database, app.caches));
  // Live positions between processes: NATS when configured, else the database's NOTIFY (ADR 020).
  const liveBus = config.natsUrl
    ? await natsLiveBus(config.natsUrl, app.log)
    : await databaseLiveBus(options.database, app.log);
  app.decorate('positionWriter', positionWriter(options.database));
  app.positionWriter.onStored(({ stored }) => liveBus.publish(liveBatches(stored)));
  app.decorate('segmentTimes', new SegmentTimes());
  // The families' "bus N minutes away" and "running late" notices, from the ETAs of each batch (ADR 022).
  const etaNotices = new EtaNoticeWatch(options.database, app.segmentTimes, app.log);
  app.positionWriter.onStored(({ stored }) => etaNotices.heard(stored));
  app.decorate(
    'liveHub',
    new LiveHub(liveBus, (tenant, db, fixes) => tripEtas(db, tenant, fixes, app.segmentTimes), app.log),
  );
  // Before the server waits for its connections to end: a live stream never does by itself.
  app.addHook('preClose', async () => app.liveHub.close());
  app.addHook('onClose', async () => {
    await app.positionWriter.close();
    await etaNotices.close();
    await liveBus.close();
  });
  app.decorate('pingIntake', pingIntake(deviceDirectory(options.database, app.caches), app.positionWriter));
  if (config.mqttUrl) {
    // The processes of one deployment share its database, and so the broker's messages.
    const deployment = config.databaseUrl ?? config.dataDir;
    const broker = subscribeOwnTracks(config.mqttUrl, deployment, app.pingIntake, app.log);
    app.addHook('onClose', () => broker.close());
  }
  // Positions' day partitions made ahead and dropped past retention, on both databases (ADR 020).
  app.addHook('onClose', keepPositionsUpkept(options.database, app.log));
  const stopSweeping = sweepImportsRegularly(options.database, [STUDENT_IMPORT, RESTRICTION_IMPORT], app.log);
  app.addHook('onClose', async () => stopSweeping());
  // The embedded database has no autovacuum: its statistics and indexes are kept here (ADR 015).
  const stopUpkeep = keepTablesFresh(options.database, app.log);
  app.addHook('onClose', stopUpkeep);
  // Families' notices: this process's senders of the queue (ADR 022).
  const push = await startNotices(app, options.database);
  // Administrators' daily digest of documents that expire (issue 25 §3).
  await startDocumentDigests(app, options.database);
  registerWritesHeard(app);

  await registerLanguages(app);
  registerErrorHandler(app, app.databaseOutage);
  registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, config)),
    allowedHeaders: ['Authorization', 'Content-Type', 'X-TENANT-ID', 'X-PROFILE-ID'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A console on another origin reads a download's file name (reports, import templates).
    exposedHeaders: ['Content-Disposition'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Transport Admin API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenant: { type: 'apiKey', in: 'header', name: 'X-TENANT-ID' },
          profile: { type: 'apiKey', in: 'header', name: 'X-PROFILE-ID' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(tenantsRoutes);
      await api.register(operatorRoutes);
      await api.register(gpsRoutes);
      await api.register(pushSubscriptionsRoutes(push));
      // Business calls: Bearer + X-TENANT-ID + X-PROFILE-ID + the role's permission, before the body is read.
      await api.register(async (business) => {
        business.addHook('onRequest', resolveTenantContext);
        await registerMultipart(business);
        business.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) app.businessRoutes.push(`${method} ${route.url}`);
        });
        for (const declaration of resourceDeclarations) registerResource(business, declaration);
        await business.register(invitationsRoutes);
        await business.register(schoolSettingsRoutes);
        await business.register(auditLogRoutes);
        await business.register(studentImportRoutes);
        await business.register(restrictionImportRoutes);
        await business.register(journeysRoutes);
        await business.register(journeyStopsRoutes);
        await business.register(routePlansRoutes);
        await business.register(roadTimesRoutes);
        await business.register(documentFilesRoutes);
        await business.register(inspectionsRoutes);
        await business.register(fieldTripsRoutes);
        await business.register(mapSettingsRoutes);
        await business.register(tripsRoutes);
        await business.register(fieldTripBookingsRoutes);
        await business.register(tripEventsRoutes);
        await business.register(tripStatusRoutes);
        await business.register(runSheetRoutes);
        await business.register(dashboardRoutes);
        await business.register(reportsRoutes);
        await business.register(devicesRoutes);
        await business.register(liveRoutes);
        await business.register(etaRoutes);
        await business.register(deliveryLogRoutes);
        await business.register(familyRoutes);
        await business.register(familyWritesRoutes);
      });
    },
    { prefix: '/api' },
  );

  await registerWebConsole(app, config);
  return app;
}
