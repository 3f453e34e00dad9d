export * from './permissions.js';
export * from './proposals.js';
export * from './crew-marks.js';
