export * from './schema.js';
export * from './types.js';
export * from './upcasters.js';
export * from './projection.js';
export * from './store.js';
export * from './command-handler.js';
export * from './runner.js';
export * from './replay.js';
