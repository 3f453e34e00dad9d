export * from './events.js';
export * from './decider.js';
export * from './streams.js';
