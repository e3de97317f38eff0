# syntax=docker/dockerfile:1
# Production image of the web app + API (docs/operations.md#running-in-production). Build: docker build -t salones .
# Run: docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… -v salones-data:/data salones
ARG NODE_IMAGE=node:26-bookworm-slim

# 1. Build: every dependency, then `npm run build` (API bundle apps/api/dist, web app apps/web/dist and its server render apps/web/dist-ssr).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
# `npm ci` refuses this lock file (it lists only this platform's optional packages); install keeps to it.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run-time dependencies of the API only (no build tools, no web or test packages).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm install --omit=dev --workspace @salones/api --no-audit --no-fund \
  && npm cache clean --force

# 3. The image: the built server, its migrations, the built web app; runs as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
  MALLOC_ARENA_MAX=2 \
  NODE_OPTIONS=--max-semi-space-size=16 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# liveness; load balancers should ask GET /api/ready (503 while starting or draining)
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself: not ready, stop accepting, finish requests (≤ 10 s), exit 0
CMD ["node", "apps/api/dist/server.js"]
