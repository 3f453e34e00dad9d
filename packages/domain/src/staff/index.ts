export * from './records.js';
export * from './schemas.js';
export { hiddenStaffFields, type StaffHiddenField } from './permissions.js';
