import {
  CloseButton,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  InputClearButton,
  Modal,
  Table,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { contrastOnWhite, darkenTo } from './contrast';

/**
 * WCAG AA (issue 25, axe-core in the browser tests): small text needs 4.5:1. Mantine's light shades
 * fail it: white on a filled button (shade 6: blue 3.6, green 2.4, orange 2.6), coloured text
 * (shade 6 on white or grey) and a light badge's text (shade 9 on shade 1). Each palette keeps its
 * hue; its shades 6 to 9 are darkened just enough, each a little darker than the one before.
 */
const AT_LEAST = [5, 5.6, 6.2, 6.8] as const;

function readable(palette: MantineColorsTuple): MantineColorsTuple {
  const out = [...palette];
  AT_LEAST.forEach((ratio, i) => {
    const shade = palette[6 + i]!;
    out[6 + i] = contrastOnWhite(shade) >= ratio ? shade : darkenTo(shade, ratio);
  });
  return out as unknown as MantineColorsTuple;
}

/**
 * Names for a day picker's icon buttons (axe-core: every button has a name); every date field in the web and the portal.
 * The month and year buttons keep their visible text ("October 2036") as their name.
 */
export const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, readable(palette)]),
);

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  colors,
  components: {
    // A table wider than its screen scrolls sideways: its scroll area takes the keyboard focus so arrows scroll it.
    TableScrollContainer: Table.ScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    // Every dialog's close button (an icon) has a name a screen reader reads; a dialog may name it better.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // So is every clearable input's clear button (a date, a select, a file), and any other close icon.
    InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': 'Clear' } }),
    // A date field's calendar arrows and level buttons.
    DateInput: DateInput.extend({ defaultProps: { ariaLabels: CALENDAR_LABELS } }),
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Record<string, unknown> }),
  },
});

/**
 * Dimmed text (hints, empty rows, captions) readable on white and on the light grey of table headers; so are
 * placeholders (a file input's "PDF or image, up to 600 KB" is text axe checks: Mantine's gray-5 gave 2.07:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});
