# Reelbeat: build the SPA in one stage, run the server from a slim, non-root one.
# The server runs TypeScript through tsx, which is a runtime dependency, so
# `npm ci --omit=dev` keeps everything it needs and drops the build and test tools.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 STATIC_DIR=dist
# The offline catalogue's drawn posters carry their titles: sharp renders them with a system font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY shared ./shared
COPY tsconfig.base.json tsconfig.node.json tsconfig.json ./
# The embedded sync store (unless DATABASE_URL is set): mount a volume here to keep it.
ENV DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node as PID 1 receives SIGTERM itself: every worker finishes its open requests, then exits.
CMD ["node", "--import", "tsx", "server/main.ts"]
