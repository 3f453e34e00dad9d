import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

// Registered once for the whole app (module import side effect).
ModuleRegistry.registerModules([AllCommunityModule]);

/** Compact grid: the board is a dense working list. */
export const boardTheme = themeQuartz.withParams({
  fontSize: 12,
  headerFontSize: 11,
  rowHeight: 40,
  headerHeight: 44,
  cellHorizontalPadding: 8,
  wrapperBorderRadius: 4,
});
