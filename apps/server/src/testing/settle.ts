/** Tests await the lifecycle's steps and the read models they move (platform/process.ts). */
export { settle } from '../platform/process.js';
