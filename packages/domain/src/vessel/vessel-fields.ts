import { defineRecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { rule } from '../records/rules.js';

const key = (label: string, keys: string, required = false) => field.key(label, keys, { required });
const num = (label: string, int = false) => field.number(label, { int, max: 10_000_000 });

/**
 * A vessel's own fields (000 §3 Vessel), declared with the record pattern's builders: Add Vessel
 * and the vessel edit draw their inputs from them, the server validates with their schemas. The
 * current flag is a key (`flagId`); vessels saved before it carry a `flag` text, still shown.
 * Status (000 §4: 1 active, otherwise inactive) is the master record's active flag.
 */
export const vesselFamily = defineRecordFamily({
  name: 'vessel',
  title: 'Vessels',
  singular: 'Vessel',
  permissions: { read: 'vessel.read', manage: 'vessel.manage' },
  fields: {
    name: field.text('Vessel Name', { required: true, column: true, max: 100 }),
    code: field.text('Code', { required: true, column: true, max: 20 }),
    alias2: field.text('Short Name', { max: 40 }),
    fleetId: key('Fleet', 'fleet', true),
    vesselTypeId: key('Vessel Type', 'vessel-type', true),
    fleetNo: field.text('Fleet Number', { max: 20 }),
    principalId: key('POEA Principal', 'principal'),
    managementId: key('Management', 'shipping-management'),
    flagId: key('Current Flag', 'flag'),
    portId: key('Registry Port', 'port'),
    tradeRouteId: key('Trade Route', 'trade-route'),
    salaryTypeId: key('Salary Type', 'salary-type'),
    vesselSizeId: key('Vessel Size', 'vessel-size'),
    divisionId: key('Division', 'division'),
    pniCode: field.text('PNI Code', { max: 40 }),
    contractTerm: field.text('Contract Term', { max: 60 }),
    email: field.email('Email'),
    classification: field.text('Classification', { max: 100 }),
    cba: field.text('CBA', { max: 100 }),
    grossTon: num('Gross Ton'),
    netTon: num('Net Ton'),
    deadWeight: num('Dead Weight'),
    totalCrew: num('Total Crew', true),
    filipinoCrew: num('Filipino Crew', true),
    foreignCrew: num('Foreign Crew', true),
    dateLaunched: field.date('Date Launched'),
    dateDelivered: field.date('Date Delivered'),
  },
  rules: rule.all(
    rule.when(
      ({ totalCrew, filipinoCrew, foreignCrew }) =>
        typeof totalCrew === 'number' &&
        typeof filipinoCrew === 'number' &&
        typeof foreignCrew === 'number' &&
        filipinoCrew + foreignCrew > totalCrew,
      'foreignCrew',
      'Filipino and foreign crew add up to more than the total crew',
    ),
    rule.inOrder('dateLaunched', 'dateDelivered', 'Delivered before it was launched'),
  ),
});
