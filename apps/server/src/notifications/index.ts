import { defineFeature } from '../platform/feature.js';
import { notificationsSamples } from './samples.js';
import { notificationsRouter } from './router.js';

export const notificationsFeature = defineFeature({ router: notificationsRouter, samples: notificationsSamples });
export type { NotificationsTables } from './tables.js';
