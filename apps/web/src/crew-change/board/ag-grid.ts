import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowAutoHeightModule,
  RowStyleModule,
  themeQuartz,
  TooltipModule,
} from 'ag-grid-community';

// Only the modules the board uses (row model, tooltips, row/cell class rules; issue 11: auto-height
// rows and the column state api; moving and resizing are in the core): far fewer bytes than
// AllCommunityModule, which the first render of a fleet board would pay for. Registered once.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TooltipModule,
  RowStyleModule,
  CellStyleModule,
  ColumnApiModule,
  RowAutoHeightModule,
]);

/** Compact grid: the board is a dense working list. */
export const boardTheme = themeQuartz.withParams({
  fontSize: 12,
  headerFontSize: 11,
  rowHeight: 40,
  headerHeight: 44,
  cellHorizontalPadding: 8,
  wrapperBorderRadius: 4,
});
