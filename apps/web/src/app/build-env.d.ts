interface ImportMetaEnv {
  /** true in a build for production (APP_ENV=production at build time; vite.config.ts) */
  readonly PRODUCTION_BUILD?: boolean;
}
