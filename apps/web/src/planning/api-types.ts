import type { RouterOutputs } from '../shared/trpc';

export type VesselPlan = RouterOutputs['planning']['vesselPlan'];
export type VesselPlanRow = VesselPlan['rows'][number];
export type LineUp = RouterOutputs['planning']['lineUp'];
export type MonthlyPlan = RouterOutputs['planning']['monthlyPlan'];
export type RotationPlan = RouterOutputs['planning']['rotationPlan'];
export type Discrepancies = RouterOutputs['planning']['discrepancy'];
export type BatchList = RouterOutputs['planning']['batchList'];
