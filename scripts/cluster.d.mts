/** Types for cluster.mjs (imported by the multi-process test and the benchmarks). */
export declare const DEFAULT_SERVER_SCRIPT: string;
export declare const SERVED_BY_HEADER: string;

export interface ClusterOptions {
  /** app processes behind the balancer (3) */
  processes?: number;
  /** the balancer on it, its statistics on the next port, the apps after; else the OS's choice */
  basePort?: number;
  /** the PostgreSQL server the cluster's own database is created on (and dropped) */
  adminUrl?: string;
  databasePrefix?: string;
  /** a database to copy (create database … template) instead of an empty one */
  template?: string;
  /** an existing database to use instead (never dropped) */
  databaseUrl?: string;
  redisUrl?: string;
  /** the bundled server (apps/server/dist/server.js) */
  serverScript?: string;
  /** more environment for every app, e.g. AUTH_RATE_LIMIT_PER_MINUTE */
  env?: Record<string, string>;
  logLevel?: string;
}

export interface Cluster {
  url: string;
  statsUrl: string;
  databaseUrl: string;
  apps: { name: string; port: number; pid: number }[];
  timings: { appsHealthyMs: number; balancerHealthyMs: number };
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  backendStates(): Promise<Record<string, string>>;
  log(name: string): string;
  stop(): Promise<void>;
}

export declare function ensureHaproxy(): void;
export declare function haproxyConfig(options: {
  frontPort: number;
  statsPort: number;
  apps: { name: string; port: number }[];
}): string;
export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
