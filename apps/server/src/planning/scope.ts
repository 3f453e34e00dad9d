import { todayIn } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { PlanContext } from './plans.js';

export const planContext = (services: Services): PlanContext => ({
  today: todayIn(services.clock(), services.env.TIME_ZONE),
  defaultMonths: services.env.CONTRACT_MONTHS,
});
