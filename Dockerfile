FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/events/package.json packages/events/
COPY migrations/package.json migrations/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The image starts on an empty database without demo accounts (npm run create-admin makes the first one).
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium SEED_ON_EMPTY=0
EXPOSE 3000
CMD ["npm", "run", "serve"]
