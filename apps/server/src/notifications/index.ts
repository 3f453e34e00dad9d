import { defineFeature } from '../platform/feature.js';
import { notificationsRouter } from './router.js';

export const notificationsFeature = defineFeature({ router: notificationsRouter });
export type { NotificationsTables } from './tables.js';
