export * from './catalogue.js';
export * from './date-range.js';
