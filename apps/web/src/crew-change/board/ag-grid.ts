import { CellStyleModule, ClientSideRowModelModule, ModuleRegistry, RowStyleModule, themeQuartz, TooltipModule } from 'ag-grid-community';

// Only the modules the board uses (row model, tooltips, row/cell class rules): about half the
// bytes of AllCommunityModule, which the first render of a fleet board pays for. Registered once.
ModuleRegistry.registerModules([ClientSideRowModelModule, TooltipModule, RowStyleModule, CellStyleModule]);

/** Compact grid: the board is a dense working list. */
export const boardTheme = themeQuartz.withParams({
  fontSize: 12,
  headerFontSize: 11,
  rowHeight: 40,
  headerHeight: 44,
  cellHorizontalPadding: 8,
  wrapperBorderRadius: 4,
});
