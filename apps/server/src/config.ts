import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Environment variables, validated once at start; a bad value stops the server naming it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * where the per-address request limits count (decision 1702): memory (this process alone),
   * postgres or redis; default memory on the embedded database, postgres with DATABASE_URL
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).optional(),
  /** the Redis server RATE_LIMIT_STORE=redis counts in */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  APP_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PRODUCT_NAME: z.string().min(1).default('BoardReady'),
  SUPPORT_EMAIL: z.email().default('support@boardready.example'),
  SUPPORT_PHONE: z.string().min(1).default('1-800-555-0199'),
  PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as boardready.example')
    .default('boardready.example'),
  /** the origin links in mail point at; default https://PUBLIC_HOST in production, else this server */
  PUBLIC_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i,
      'must be an origin such as https://boardready.example',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** outside production: a folder each mail is also written to, whole (default DATA_DIR/mail) */
  MAIL_DIR: z.string().min(1).optional(),
  /** the media storage folder the lectures' files are served from (default DATA_DIR/media) */
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * the origins of the streaming service whose HLS live sessions play from (https://…,
   * comma-separated): the Content-Security-Policy lets the live page load them (decision 1603)
   */
  LIVE_STREAM_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .superRefine((entries, ctx) => {
      const bad = entries.filter((entry) => !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(entry));
      if (bad.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `${bad.join(', ')}: not an https:// origin (comma-separated, e.g. https://stream.example.com)`,
        });
    }),
  /** the built SPA to serve (default apps/web/dist beside the server's build) */
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** idle minutes after which a session expires */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 90)
    .default(60 * 24 * 14),
  /** contact-form messages one address (IP) may send per hour */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** how long a free trial lasts, in days */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** minutes between item statistics runs (decision 1302); 0 = only when a content manager asks */
  ITEM_STATISTICS_REFRESH_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** a third-party chat widget's script (https:// or a path on this host); none by default */
  CHAT_WIDGET_SCRIPT_URL: z
    .string()
    .regex(
      /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/,
      'must be an https:// URL or a path such as /chat.js',
    )
    .optional(),
  /** the element the chat script adds to the page, which the SPA shows or hides per page */
  CHAT_WIDGET_SELECTOR: z.string().min(1).max(200).default('#chat-widget'),
  /**
   * the proxies whose X-Forwarded-For, -Host and -Proto are believed: addresses, CIDR ranges or
   * loopback / linklocal / uniquelocal, comma-separated; none by default (decision 0408)
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .superRefine((entries, ctx) => {
      const bad = entries.filter((entry) => !isProxyEntry(entry));
      if (bad.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `${bad.join(', ')}: not an address, a CIDR range, loopback, linklocal or uniquelocal (comma-separated, e.g. 10.0.0.0/8,loopback)`,
        });
    }),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** where the per-address request limits count (decision 1702) */
  rateLimitStore: RateLimitStore;
  isProduction: boolean;
  appEnv: 'production' | 'development' | 'test';
  productName: string;
  supportEmail: string;
  supportPhone: string;
  publicHost: string;
  /** where links in mail point: configured, never taken from a request */
  publicOrigin: string;
  smtpUrl: string | undefined;
  /** outside production: the folder each mail is also written to, whole; null = none */
  mailDir: string | null;
  /** media storage (decision 1601): the folder the lectures' files are served from */
  mediaDir: string;
  /** the streaming service's origins live sessions play from (decision 1603) */
  liveStreamOrigins: string[];
  /** the built SPA's folder; undefined = apps/web/dist */
  webRoot: string | undefined;
  logLevel: string;
  sessionIdleMinutes: number;
  contactMessagesPerHour: number;
  trialDays: number;
  /** minutes between scheduled item statistics runs; null = on request only */
  itemStatisticsRefreshMinutes: number | null;
  /** spec §2 third-party chat widget (decision 0601); null = none */
  chatWidget: { scriptUrl: string; selector: string } | null;
  /** the peers whose X-Forwarded-* headers are believed (Fastify's trustProxy); [] = none */
  trustedProxies: string[];
};

export type RateLimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres' }
  | { kind: 'redis'; url: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.APP_ENV === 'production';
  if (isProduction && e.MAIL_DIR) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_DIR: only outside production (mail with links goes by SMTP)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    rateLimitStore: rateLimitStoreOf(e),
    isProduction,
    appEnv: e.APP_ENV,
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    publicHost: e.PUBLIC_HOST,
    publicOrigin:
      e.PUBLIC_ORIGIN ?? (isProduction ? `https://${e.PUBLIC_HOST}` : `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    // Development keeps mail in the data folder by default; tests deliver it to themselves.
    mailDir: e.MAIL_DIR
      ? path.resolve(e.MAIL_DIR)
      : e.APP_ENV === 'development'
        ? path.resolve(e.DATA_DIR, 'mail')
        : null,
    // Tests share one folder outside the checkout (the files are the shipped ones, put in once).
    mediaDir: path.resolve(
      e.MEDIA_DIR ??
        (e.APP_ENV === 'test'
          ? path.join(tmpdir(), 'boardready-test-media')
          : path.join(e.DATA_DIR, 'media')),
    ),
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
    trialDays: e.TRIAL_DAYS,
    itemStatisticsRefreshMinutes:
      e.ITEM_STATISTICS_REFRESH_MINUTES === 0 ? null : e.ITEM_STATISTICS_REFRESH_MINUTES,
    chatWidget: e.CHAT_WIDGET_SCRIPT_URL
      ? { scriptUrl: e.CHAT_WIDGET_SCRIPT_URL, selector: e.CHAT_WIDGET_SELECTOR }
      : null,
    trustedProxies: e.TRUSTED_PROXIES,
    liveStreamOrigins: e.LIVE_STREAM_ORIGINS,
  };
}

/** Shared by every server once they share a database; this process alone on the embedded one. */
function rateLimitStoreOf(e: z.infer<typeof envSchema>): RateLimitStore {
  const kind = e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'postgres' : 'memory');
  if (kind !== 'redis') return { kind };
  if (!e.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  REDIS_URL: required with RATE_LIMIT_STORE=redis (e.g. redis://127.0.0.1:6379)',
    );
  }
  return { kind, url: e.REDIS_URL };
}

/** proxy-addr's names of address ranges (Fastify's trustProxy takes them as they are). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUSTED_PROXIES entry: a range name, an address, or an address with a prefix length. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses /0 too: 'everyone' is not a proxy.
  const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : 0;
  return length >= 1 && length <= (family === 4 ? 32 : 128);
}
