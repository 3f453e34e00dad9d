export * from './permissions.js';
export * from './vessel-fields.js';
export * from './records.js';
export * from './decider.js';
