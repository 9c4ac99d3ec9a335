# syntax=docker/dockerfile:1
# The production image: the built server and web app, the content, the migrations and the
# production dependencies alone, run as an unprivileged user (docs/PRODUCTION.md).
#   docker build -t boardready .
# The server: node apps/server/dist/server.js [--no-migrate]; the release step that migrates:
# node apps/server/dist/migrate-cli.js.
# Node 22: some runtime dependencies ask for it (cookie 2, content-disposition 3); glibc (not
# Alpine) for the prebuilt native modules (@node-rs/argon2, the FSRS binding).
ARG NODE_IMAGE=node:22-bookworm-slim

# Everything, to build the SPA (with its prerendered pages and the server-side drawing module)
# and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The runtime dependencies: the server's, and the web app's, which the server-side drawing module
# (apps/web/dist-ssr) imports. The bundles hold the workspace packages themselves.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=apps/server --workspace=apps/web --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/boardready
WORKDIR /app
COPY --from=dependencies /app ./
# The server finds these beside its bundle: apps/server/drizzle (migrations), apps/web/dist and
# dist-ssr (the SPA and its server-side drawings) and content/ (banks, decks, media), as in the
# repository.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/content content
# DATA_DIR: media storage (MEDIA_DIR defaults to its media/), and the embedded database when
# DATABASE_URL is unset. A named volume mounted here takes this owner.
RUN mkdir -p /var/lib/boardready/media && chown -R node:node /var/lib/boardready
USER node
EXPOSE 3000
# The start migrates and seeds under the startup lock, which takes a while on a new database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
