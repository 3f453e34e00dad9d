export { biodataRouter } from './router.js';
export { crewBiodataJob } from './job.js';
