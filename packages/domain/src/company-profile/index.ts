export * from './profile.js';
export * from './permissions.js';
