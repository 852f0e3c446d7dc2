# syntax=docker/dockerfile:1
# Spanner's image: every API process of compose.yaml runs it. Stage 1 installs everything and builds the web app
# and the API bundle (api/dist/main.mjs, plain Node, no TypeScript loader); stage 2 holds only what runs: production
# packages, the bundle, the web build, the migrations. Node 24 LTS here; the code also runs on Node 20.19+ (engines).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Packages first (their layer is reused while only sources change); `postinstall` generates the Prisma client.
COPY package.json package-lock.json ./
COPY api/package.json api/prisma.config.ts api/
COPY api/prisma/schema.prisma api/prisma/
COPY web/package.json web/
COPY design-system/package.json design-system/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web && npm run build -w api \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p web/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/prisma ./api/prisma
COPY --from=build /app/api/src/auth/common-passwords.txt ./api/src/auth/
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/node_modules ./web/node_modules
COPY --from=build /app/web/dist ./web/dist
# Not root: the image's own `node` user, owning only the data folder (the embedded database and local files when
# no DATABASE_URL / object store is set).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# docker stop sends SIGTERM: the process drains (api/src/main.ts) within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "api/dist/main.mjs"]
