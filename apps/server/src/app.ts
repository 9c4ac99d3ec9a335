import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { allEndpoints, uploadMimeTypes } from '@boardready/contracts';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestForLog } from './logging';
import { accountRoutes } from './modules/account/routes';
import { adminAccountRoutes } from './modules/admin-accounts/routes';
import { adminRecordRoutes } from './modules/admin-records/routes';
import { adminSettingRoutes } from './modules/admin-settings/routes';
import { assumeRoutes } from './modules/assume/routes';
import { auditRequestPlugin } from './modules/audit/audit';
import { auditRoutes } from './modules/audit/routes';
import { staffRights } from './modules/auth/account-dto';
import { authRoutes } from './modules/auth/routes';
import { type AuthPolicies, DEFAULT_AUTH_POLICIES } from './modules/auth/service';
import { sessionRepository } from './modules/auth/session-repository';
import { hashToken } from './modules/auth/tokens';
import { bookRoutes } from './modules/books/routes';
import { cmeRoutes } from './modules/cme/routes';
import { cmeAdminRoutes } from './modules/cme-admin/routes';
import { contactRoutes } from './modules/contact/routes';
import { contentManagerRoutes } from './modules/content-manager/routes';
import { contentPackageRoutes } from './modules/content-packages/routes';
import { courseRoutes } from './modules/courses/routes';
import { environmentRoutes, manifestRoute } from './modules/environment/routes';
import { flashCardRoutes } from './modules/flash-cards/routes';
import { freeTrialRoutes } from './modules/free-trials/routes';
import { helpfulDocumentRoutes } from './modules/helpful-documents/routes';
import { ideaRoutes } from './modules/ideas/routes';
import { idempotencyPlugin } from './modules/idempotency/plugin';
import { itemStatisticRoutes } from './modules/item-statistics/routes';
import { postgresLiveHub } from './modules/live/postgres-live-hub';
import { liveRoutes } from './modules/live/routes';
import { createMailer, type Mail, type Mailer } from './modules/mail/outbox';
import { mailRoutes } from './modules/mail/routes';
import { medCentralRoutes } from './modules/medcentral/routes';
import { mediaRoutes } from './modules/media/routes';
import { navigationRoutes } from './modules/navigation/routes';
import { notebookRoutes } from './modules/notebook/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { preferenceRoutes } from './modules/preferences/routes';
import { productRoutes } from './modules/products/routes';
import { programDashboardRoutes } from './modules/program-dashboard/routes';
import { qaRoutes } from './modules/qa/routes';
import { qaReportRoutes } from './modules/qa-reports/routes';
import { qaSaRoutes } from './modules/qa-sa/routes';
import { rateLimitsPlugin } from './modules/rate-limits/plugin';
import { referenceRoutes } from './modules/references/routes';
import { startupDialogRoutes } from './modules/startup-dialogs/routes';
import { healthRoutes } from './modules/system/health';
import { termsOfUseRoutes } from './modules/terms-of-use/routes';
import type { Exam } from './modules/trainer/exams';
import { trainerRoutes } from './modules/trainer/routes';
import { deferredWorkPlugin } from './plugins/deferred-work';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticSpaPlugin } from './plugins/static-spa';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** overrides for tests: throttle timings, a capturing mailer */
  authPolicies?: Partial<AuthPolicies>;
  mailer?: Mailer;
  /** tests: receives each mail whole (secrets included), as SMTP would */
  deliverMail?: (mail: Mail) => Promise<void>;
  /** where the built SPA lives; absent = apps/web/dist */
  webRoot?: string | null;
  logger?: boolean;
  authPerMinute?: number;
  /** tests: their own prefix for the request limits' keys in Redis */
  rateLimitRedisKeyPrefix?: string;
  /** benchmarks: the Personal Trainer's exams (absent = content/exams/exams.json) */
  exams?: Exam[];
  /** tests: a content folder whose media/ holds the libraries (absent = the shipped content/) */
  mediaContentDir?: string;
  /** tests: a content folder whose live/ holds the demo stream (absent = the shipped content/) */
  liveContentDir?: string;
  /** tests: the clock live sessions and the demo stream follow (absent = the system's) */
  liveClock?: () => Date;
}

/** One log line per request, when it completes, carrying the request too (Fastify writes two). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Builds the whole app; plugins in a fixed order: errors, security, session, compression, limits,
 * docs, routes, SPA.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            serializers: { req: requestForLog },
          },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For, -Host and -Proto only from the proxies named (decision 0408): request.ip,
    // request.host and request.protocol follow this rule; nothing reads those headers by hand.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // The client's requestId query parameter (spec §7) becomes the log's request id.
    genReqId: (req) => {
      const fromQuery = new URL(req.url ?? '/', 'http://x').searchParams.get('requestId');
      return fromQuery && UUID.test(fromQuery) ? fromQuery : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    chatOrigins: config.chatWidget?.scriptUrl.startsWith('https://')
      ? [new URL(config.chatWidget.scriptUrl).origin]
      : [],
    streamOrigins: config.liveStreamOrigins,
    uploadTypes: uploadMimeTypes(allEndpoints),
  });
  await app.register(sessionPlugin, {
    sessions: sessionRepository(database.db),
    hashToken,
    staffRightsOf: staffRights,
    isProduction: config.isProduction,
    idleMinutes: config.sessionIdleMinutes,
  });
  // the audit log records whom an assuming session acts as (decision 1304)
  await app.register(auditRequestPlugin);
  // before compression: it keeps the idempotent writes' answers as the JSON they are (decision 1704)
  await app.register(idempotencyPlugin, { db: database.db });
  // JSON and HTML answers over 1 KiB go out brotli- (quality 4) or gzip-compressed, whichever the
  // browser takes; the SPA's files are compressed at build time and sent as they are (they carry
  // their Content-Encoding). Request bodies are not decompressed: none is sent compressed.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(rateLimitsPlugin, {
    store: config.rateLimitStore,
    db: database.db,
    redisKeyPrefix: options.rateLimitRedisKeyPrefix,
  });
  await app.register(deferredWorkPlugin);
  await app.register(openApiPlugin, { productName: config.productName });

  const mail =
    options.mailer ??
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: `${config.productName} <${config.supportEmail}>`,
      log: app.log,
      mailDir: config.mailDir,
      deliver: options.deliverMail,
    });
  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(environmentRoutes, { config });
  await app.register(manifestRoute, { config });
  await app.register(authRoutes, {
    db: database.db,
    mail,
    policies: {
      ...DEFAULT_AUTH_POLICIES,
      sessionIdleMinutes: config.sessionIdleMinutes,
      ...options.authPolicies,
    },
    publicOrigin: config.publicOrigin,
    perMinute: options.authPerMinute ?? 30,
  });
  await app.register(mailRoutes, { db: database.db });
  await app.register(productRoutes, { db: database.db });
  await app.register(navigationRoutes, {
    db: database.db,
    brand: { publicHost: config.publicHost, productName: config.productName },
  });
  await app.register(preferenceRoutes, { db: database.db });
  await app.register(accountRoutes, {
    db: database.db,
    mail,
    productName: config.productName,
    supportEmail: config.supportEmail,
    sessionIdleMinutes: config.sessionIdleMinutes,
  });
  await app.register(contactRoutes, {
    db: database.db,
    mail,
    productName: config.productName,
    supportEmail: config.supportEmail,
    perHour: config.contactMessagesPerHour,
  });
  await app.register(freeTrialRoutes, { db: database.db, trialDays: config.trialDays });
  await app.register(referenceRoutes);
  await app.register(helpfulDocumentRoutes, { db: database.db, productName: config.productName });
  await app.register(ideaRoutes, {
    db: database.db,
    brand: { publicHost: config.publicHost, productName: config.productName },
  });
  await app.register(qaRoutes, { db: database.db });
  await app.register(termsOfUseRoutes, { db: database.db });
  await app.register(assumeRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  await app.register(startupDialogRoutes, { db: database.db, publicHost: config.publicHost });
  await app.register(qaReportRoutes, { db: database.db });
  await app.register(qaSaRoutes, { db: database.db });
  await app.register(notebookRoutes, { db: database.db });
  await app.register(bookRoutes, { db: database.db });
  await app.register(mediaRoutes, {
    db: database.db,
    mediaDir: config.mediaDir,
    contentDir: options.mediaContentDir,
  });
  // after media: its lectures' files are in storage and their rows written
  await app.register(courseRoutes, { db: database.db, mediaDir: config.mediaDir });
  await app.register(liveRoutes, {
    db: database.db,
    mediaDir: config.mediaDir,
    publicOrigin: config.publicOrigin,
    publicHost: config.publicHost,
    productName: config.productName,
    contentDir: options.liveContentDir,
    clock: options.liveClock,
    // several servers share PostgreSQL: the Q&A's changes reach every one (decision 1701)
    hub: database.notifications
      ? await postgresLiveHub(database.notifications, { warn: (message) => app.log.warn(message) })
      : undefined,
  });
  await app.register(flashCardRoutes, { db: database.db });
  await app.register(trainerRoutes, { db: database.db, exams: options.exams });
  await app.register(itemStatisticRoutes, {
    db: database.db,
    refreshMinutes: config.itemStatisticsRefreshMinutes,
  });
  await app.register(contentPackageRoutes, { db: database.db });
  await app.register(contentManagerRoutes, { db: database.db });
  await app.register(adminRecordRoutes, { db: database.db });
  await app.register(adminSettingRoutes, { db: database.db });
  await app.register(adminAccountRoutes, { db: database.db });
  await app.register(programDashboardRoutes, { db: database.db, exams: options.exams });
  await app.register(medCentralRoutes, { db: database.db });
  await app.register(cmeRoutes, { db: database.db, productName: config.productName });
  await app.register(cmeAdminRoutes, { db: database.db, productName: config.productName });
  await app.register(organizationRoutes, {
    db: database.db,
    mail,
    publicOrigin: config.publicOrigin,
    productName: config.productName,
  });

  const webRoot =
    options.webRoot === undefined
      ? path.resolve(import.meta.dirname, '../../web/dist')
      : options.webRoot;
  if (webRoot) {
    await app.register(staticSpaPlugin, {
      root: webRoot,
      brand: {
        productName: config.productName,
        supportEmail: config.supportEmail,
        supportPhone: config.supportPhone,
        publicHost: config.publicHost,
      },
      sessionCookieName: app.sessionCookie.name,
    });
  }
  return app;
}
