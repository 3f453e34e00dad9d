export * from './catalogue.js';
export * from './decider.js';
export * from './records.js';
export * from './remarks.js';
export * from './schemas.js';
export * from './streams.js';
