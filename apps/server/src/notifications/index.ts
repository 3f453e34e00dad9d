import { defineFeature } from '../platform/feature.js';
import { notificationsRouter } from './router.js';

export const notificationsFeature = defineFeature({ router: notificationsRouter });
