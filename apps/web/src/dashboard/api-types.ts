import type { RouterOutputs } from '../shared/trpc';

export type Dashboard = RouterOutputs['dashboard']['summary'];
export type CountRow = Dashboard['counts']['total'];
export type TopManagement = RouterOutputs['dashboard']['topManagement'];
