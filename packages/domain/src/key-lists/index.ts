export * from './lists.js';
export * from './inactive.js';
