export * from './fields.js';
export * from './permissions.js';
export * from './rules.js';
export * from './events.js';
export * from './state.js';
export * from './decider.js';
export * from './batch-decider.js';
export * from './schemas.js';
