import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { TEXT_COMPRESSION } from './platform/text-compression';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createAttemptLimiter } from './platform/attempt-limiter';
import { authPlugin } from './platform/auth';
import { registerSecurityHeaders } from './platform/security-headers';
import {
  answerClientError,
  registerErrorHandler,
  sendRouteNotFound,
  sendRouterError,
} from './platform/errors';
import { limitJsonBodies } from './platform/json-limits';
import { registerLoadShedding } from './platform/load-shedding';
import { watchDatabaseOutage } from './platform/database-outage';
import { registerMetrics } from './platform/metrics';
import { rateLimitStore } from './platform/rate-limit';
import { watchRedis } from './platform/redis';
import { rejectNulCharacters } from './platform/text-guard';
import { createWindowCounter } from './platform/window-counter';
import { createEventBus } from './platform/events/event-bus';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { subscribeToDomainEvents } from './subscribers';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createJobQueue } from './platform/queue/job-queue';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { reputationRoutes } from './modules/reputation/reputation.routes';
import { createReputationService } from './modules/reputation/reputation.service';
import { paymentCspSources } from './platform/payments/payment-csp';
import { createFileStore, createPrivateFileStore } from './platform/uploads/file-store';
import { logSerializers } from './platform/log-redaction';
import { serveUploads } from './platform/uploads/serve-uploads';
import { registerWebApp } from './platform/web-app';
import { loadWebAppRenderer } from './platform/web-app-renderer';
import { createFirstServedPages } from './modules/public-pages/first-served-pages';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes';
import { createSitemaps } from './modules/public-pages/sitemaps';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { createCandidatesService } from './modules/candidates/candidates.service';
import { companiesRoutes } from './modules/companies/companies.routes';
import { createCompaniesService } from './modules/companies/companies.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createProfilesService } from './modules/profiles/profiles.service';
import { teamsRoutes } from './modules/teams/teams.routes';
import { createTeamsService } from './modules/teams/teams.service';
import { createMessagingService } from './modules/messaging/messaging.service';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { createRealtimePublisher } from './modules/realtime/realtime-publisher';
import { createRealtimeService } from './modules/realtime/realtime.service';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createInProcessBroker } from './platform/broker/in-process-broker';
import { createReadViewers } from './platform/read-viewers';
import { announceViewerWrites, createStaleViews } from './platform/stale-views';
import { createRedisBroker } from './platform/broker/redis-broker';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { workOrdersRoutes } from './modules/work-orders/work-orders.routes';
import { createResumableUploads } from './platform/uploads/resumable-uploads';
import { createWorkOrdersService } from './modules/work-orders/work-orders.service';
import { billingWebhookRoutes } from './modules/billing/billing-webhook.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { defineAlertWork } from './modules/saved-searches/alert-work';
import { createAlertMatcher } from './modules/saved-searches/alert-matcher';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService } from './modules/push/push.service';
import { createBookmarksService } from './modules/bookmarks/bookmarks.service';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';
import { jobImportsRoutes } from './modules/job-imports/job-imports.routes';
import { createJobImportsService } from './modules/job-imports/job-imports.service';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createOperatorAuth } from './modules/operations/operator-auth.service';
import { createOperationsService } from './modules/operations/operations.service';
import { operationsRoutes } from './modules/operations/operations.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { disputeConsoleRoutes, disputesRoutes } from './modules/disputes/disputes.routes';
import { createDisputesService } from './modules/disputes/disputes.service';
import {
  verificationConsoleRoutes,
  verificationRoutes,
} from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { publicApiRoutes } from './modules/public-api/public-api.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { subscribeWebhookEvents } from './modules/webhooks/webhook-events';
import { OPENAPI_OPTIONS } from './platform/openapi';
import { createReportsService } from './modules/reports/reports.service';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createExportsService } from './modules/exports/exports.service';
import { createReferenceService } from './modules/reference/reference.service';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** One log line per request, when it completes, instead of two. */
class CompletedRequestsOnly extends LogController {
  override incomingRequest() {}
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's server build, beside its browser build. */
const SERVER_ENTRY = 'dist-ssr/entry-server.js';

export async function buildApp({ config, database, redis, mailer: givenMailer, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: logSerializers },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendRouterError,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    logController: new CompletedRequestsOnly(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = watchDatabaseOutage(app, { database, log: app.log });
  registerErrorHandler(app, outage);
  limitJsonBodies(app);
  rejectNulCharacters(app);
  if (config.loadShedding) registerLoadShedding(app, config.loadShedding);

  const metrics = registerMetrics(app, config.metricsToken);
  // Each Redis use falls back to this process while Redis is unreachable (ARCHITECTURE.md).
  const redisLink = redis
    ? watchRedis(redis, {
        prefix: config.redisPrefix,
        log: app.log,
        fallbacks: metrics.redisFallbacks,
      })
    : undefined;
  const paymentCsp = paymentCspSources(config.paymentProvider);
  await app.register(cookie);
  // Text answers over 1 KB; the built web app's files are sent precompressed instead.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: TEXT_COMPRESSION.syncUpTo,
    encodings: TEXT_COMPRESSION.encodings,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: TEXT_COMPRESSION.brotliQuality,
        [zlib.constants.BROTLI_PARAM_LGWIN]: TEXT_COMPRESSION.brotliWindowBits,
      },
    },
    zlibOptions: { level: TEXT_COMPRESSION.gzipLevel },
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentCsp.script],
        frameSrc: ["'self'", ...paymentCsp.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...paymentCsp.connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: new URL(config.publicUrl).protocol === 'https:',
  });
  if (config.rateLimits) {
    const counter = createWindowCounter({ link: redisLink, namespace: 'rl:', use: 'rate_limits' });
    await app.register(rateLimit, { global: false, store: rateLimitStore(counter) });
  }
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2, fields: 700 },
  });
  await app.register(swagger, OPENAPI_OPTIONS);
  // The documentation page only: Swagger UI sets inline styles and talks to nothing but this site.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
    },
  });

  const { db } = database;
  const queue = createJobQueue({
    database,
    log: app.log,
    pollSeconds: config.queuePollSeconds,
    work: config.queueWorkers,
  });
  const events = createEventBus(db, app.log);
  const mailer =
    givenMailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, queue, logger: app.log });
  const files = createFileStore(config.uploadDir);
  const brokerError = (error: unknown) => app.log.error({ err: error }, 'broker error');
  const broker = redisLink
    ? createRedisBroker(redisLink.client, {
        prefix: redisLink.prefix,
        onError: brokerError,
        onLocalDelivery: (error) => redisLink.fellBack('events', error),
      })
    : createInProcessBroker(brokerError);
  const staleViews = createStaleViews(broker);
  announceViewerWrites(app, staleViews);
  app.addHook('onReady', () => staleViews.ready);
  const realtimeEvents = createRealtimePublisher({ broker, log: app.log, staleViews });
  /** States that the users' info (verification, profile, company) changed; their open pages refetch it. */
  const userInfoChanged = (userIds: number[]) => events.publish({ type: 'user.changed', userIds });

  // Services in dependency order: each is built from services above it, never from one below.
  const paymentProvider = createPaymentProvider(config);
  const billing = createBillingService({
    db,
    events,
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const payments = createPaymentsService({
    db,
    events,
    provider: paymentProvider,
    billing,
    publicUrl: config.publicUrl,
  });
  const companies = createCompaniesService({ db, events, files });
  const jobs = createJobsService({
    db,
    events,
    takeJobPost: (companyId, tx) => billing.consumeJobPost(companyId, tx),
    takeFeaturedPost: (companyId, tx) => billing.consumeFeaturedPost(companyId, tx),
    takeJobPosts: (companyId, count, tx) => billing.consumeJobPosts(companyId, count, tx),
  });
  app.addHook('onClose', () => jobs.stopSearchIndex());
  // A process that matches new jobs holds every alert in memory, loaded once its queue started.
  const alertMatcher = createAlertMatcher(db);
  const messaging = createMessagingService({
    db,
    jobs,
    events,
    takeContact: (companyId, candidateId, tx) =>
      billing.consumeCandidateContact(companyId, { candidateId, tx }),
  });
  const notifications = createNotificationsService({ db, mailer, publicUrl: config.publicUrl });
  const accounts = createAccountsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    companies,
    messaging,
    loginLimiter: createAttemptLimiter({
      max: 10,
      windowSeconds: 15 * 60,
      counter: createWindowCounter({ link: redisLink, namespace: 'login:', use: 'login_attempts' }),
    }),
    queue,
    userInfoChanged,
    unreadNotifications: (userId) => notifications.unreadCount(userId),
  });
  const realtime = createRealtimeService({
    broker,
    log: app.log,
    metrics,
    userInfoOf: (userId) => accounts.userInfoOf(userId),
    async unreadCountsOf(userIds) {
      const [messages, notes] = await Promise.all([
        messaging.unreadCounts(userIds),
        notifications.unreadCounts(userIds),
      ]);
      return new Map(
        userIds.map((id) => [
          id,
          { unread_messages: messages.get(id) ?? 0, unread_notifications: notes.get(id) ?? 0 },
        ]),
      );
    },
    resolveToken: (token) => accounts.resolveToken(token),
  });
  const privateFiles = createPrivateFileStore(config.privateUploadDir);
  const workOrders = createWorkOrdersService({
    publicUrl: config.publicUrl,
    queue,
    db,
    events,
    files: privateFiles,
    jobs,
    payments,
  });
  const reputation = createReputationService({ db, events, queue, workOrders });
  const applications = createApplicationsService({ db, jobs, accounts, events, workOrders });
  const bookmarks = createBookmarksService({ db, jobs });
  const savedSearches = createSavedSearchesService({
    db,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
  });
  const push = createPushService({
    db,
    queue,
    log: app.log,
    subject: config.vapidSubject,
    configuredKeys: config.vapidKeys,
    extraOrigins: config.pushServiceOrigins,
  });
  const home = createHomeService({
    db,
    staleViews,
    jobs,
    applications,
    bookmarks,
    companies,
    messaging,
    notifications,
    alertMatches: (userId) => savedSearches.newMatches(userId),
    profileComplete: async (userId) => (await accounts.userInfoOf(userId)).profile_complete,
    activePlan: (companyId) => billing.activePlan(companyId),
  });
  const teams = createTeamsService({ db, events, accounts, userInfoChanged });
  const candidates = createCandidatesService({
    db,
    events,
    publicUrl: config.publicUrl,
    companyJob: async (companyId, jobId) =>
      (await jobs.isCompanyJob(jobId, companyId)) ? jobs.get(jobId, null) : null,
    hasPlan: async (companyId) => (await billing.activePlan(companyId)) !== null,
    appliedToCompany: (candidateId, companyId) =>
      messaging.appliedToCompany(candidateId, companyId),
    takeContact: (companyId, candidateId) =>
      billing.consumeCandidateContact(companyId, { candidateId }),
    returnContact: (companyId, candidateId, purchaseId) =>
      billing.returnCandidateContact(companyId, candidateId, purchaseId),
    sendInvite: (from, invite) => messaging.sendInvite(from, invite),
  });
  const profiles = createProfilesService({
    db,
    files,
    accounts,
    candidates,
    userInfoChanged,
  });
  const contact = createContactService({ db, mailer, operatorEmail: config.operatorEmail });
  const operatorAuth = createOperatorAuth({
    db,
    limiter: createAttemptLimiter({
      max: 5,
      windowSeconds: 15 * 60,
      counter: createWindowCounter({
        link: redisLink,
        namespace: 'ops-login:',
        use: 'login_attempts',
      }),
    }),
  });
  const reports = createReportsService({ db });
  const operations = createOperationsService({
    db,
    reports,
    agentBalances: (agentId) => payments.balancesOf(agentId),
    events,
    mailer,
    publicUrl: config.publicUrl,
    staleViews,
    refreshSearch: () => jobs.refreshSearchIndex(),
  });
  const verification = createVerificationService({
    db,
    events,
    files: privateFiles,
    queue,
    operations,
  });
  const disputes = createDisputesService({
    db,
    events,
    files: privateFiles,
    workOrders,
    operations,
  });

  const apiKeys = createApiKeysService({ db, queue });
  const csvExports = createExportsService({
    jobs,
    applications,
    workOrders,
    payments,
    publicUrl: config.publicUrl,
  });
  const webhooks = createWebhooksService({
    db,
    queue,
    mailer,
    publicUrl: config.publicUrl,
    ...config.webhooks,
  });

  const resolveToken = (token: string) => accounts.resolveToken(token);
  await app.register(authPlugin, {
    resolveToken,
    resolveTokenForRead: createReadViewers(staleViews, resolveToken),
    resolveApiKey: (key, ip) => apiKeys.resolve(key, ip),
  });
  await app.register(healthRoutes, {
    database,
    searchLoaded: () => jobs.searchLoaded(),
    ...(config.queueWorkers ? { alertsLoaded: () => alertMatcher.loaded } : {}),
    ...(redisLink ? { redisReachable: () => redisLink.ping() } : {}),
  });
  await app.register(accountsRoutes, { accounts });
  await app.register(referenceRoutes, { reference: createReferenceService(db) });
  await app.register(jobsRoutes, { jobs });
  await app.register(jobImportsRoutes, {
    jobImports: createJobImportsService({
      db,
      jobs,
      queue,
      jobTypes: () => createReferenceService(db).list('jobtype'),
      jobPostsLeft: async (companyId) => (await billing.activePlan(companyId))?.left ?? 0,
    }),
  });
  await app.register(applicationsRoutes, { applications });
  const uploads = createResumableUploads(config.privateUploadDir, queue);
  await uploads.register(app);
  await app.register(workOrdersRoutes, { workOrders, uploads });
  await app.register(bookmarksRoutes, { bookmarks });
  await app.register(savedSearchesRoutes, { savedSearches });
  await app.register(pushRoutes, { push });
  await app.register(homeRoutes, { home });
  await app.register(companiesRoutes, { companies, teams });
  await app.register(teamsRoutes, { teams, companies });
  await app.register(candidatesRoutes, { candidates });
  await app.register(profilesRoutes, { profiles });
  await app.register(contactRoutes, { contact });
  await app.register(reportsRoutes, { reports });
  await app.register(disputesRoutes, { disputes });
  await app.register(verificationRoutes, { verification });
  await app.register(apiKeysRoutes, { apiKeys });
  await app.register(webhooksRoutes, { webhooks });
  await app.register(publicApiRoutes, {
    apiKeys,
    jobs,
    applications,
    workOrders,
    payments,
    counter: createWindowCounter({ link: redisLink, namespace: 'api:', use: 'rate_limits' }),
  });
  await app.register(operationsRoutes, {
    auth: operatorAuth,
    operations,
    sections: [
      async (ops) => {
        await ops.register(disputeConsoleRoutes, { disputes });
        await ops.register(verificationConsoleRoutes, { verification });
      },
    ],
    secureCookies: new URL(config.publicUrl).protocol === 'https:',
  });
  await serveUploads(app, config.uploadDir);
  await app.register(billingRoutes, { billing });
  await app.register(paymentsRoutes, { payments });
  await app.register(exportsRoutes, { csvExports });
  await app.register(reputationRoutes, { reputation });
  await app.register(billingWebhookRoutes, { billing });
  await app.register(messagingRoutes, { messaging });
  await app.register(notificationsRoutes, { notifications, events });
  await app.register(realtimeRoutes, {
    realtime,
    messaging,
    resolveToken: (token) => accounts.resolveToken(token),
  });

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const sitemaps = createSitemaps({ db, publicUrl: config.publicUrl });
  await app.register(publicPagesRoutes, { sitemaps });
  const firstServed = createFirstServedPages({
    jobs,
    companies,
    publicUrl: config.publicUrl,
    renderPage: await loadWebAppRenderer(app, path.join(webDist, '..', SERVER_ENTRY)),
  });
  if (existsSync(path.join(webDist, 'index.html')))
    await registerWebApp(app, webDist, firstServed.pageFor);
  else app.setNotFoundHandler(sendRouteNotFound);

  subscribeToDomainEvents(events, {
    publicUrl: config.publicUrl,
    alertBatchSeconds: config.alertBatchSeconds,
    sitemaps,
    guestPages: firstServed,
    realtime: realtimeEvents,
    staleViews,
    notifications,
    push,
    mailer,
    queue,
  });
  subscribeWebhookEvents(events, webhooks, payments);
  defineAlertWork({
    db,
    matcher: alertMatcher,
    events,
    queue,
    mailer,
    publicUrl: config.publicUrl,
  });

  // Workers start once every job is defined; they stop before the database closes.
  app.addHook('onReady', async () => {
    await queue.start();
    // Loading the search index and the alerts holds the event loop in turns of a few hundred
    // milliseconds: they start after the queue's start, whose statements would otherwise wait
    // behind each turn. Listening does not wait for them; /readyz answers 503 until they are in.
    jobs
      .ready()
      .catch((error: unknown) => app.log.error({ err: error }, 'the search index did not load'));
    if (config.queueWorkers)
      alertMatcher
        .ready()
        .catch((error: unknown) => app.log.error({ err: error }, 'the job alerts did not load'));
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    await alertMatcher.close();
    if (!givenMailer) mailer.close();
  });
  return Object.assign(app, { metrics, queue });
}
