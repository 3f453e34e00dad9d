/** A few line icons as SVG markup (no icon package in the app; the grid cells are plain DOM). */
const svg = (body: string) =>
  `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

export const CONTACT_ICON = svg(
  '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>',
);
export const HOTEL_ICON = svg('<path d="M3 21h18M5 21V7l7-4 7 4v14M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4"/>');
export const POSITIVE_ICON = svg('<circle cx="12" cy="12" r="9"/><path d="M12 8v8M8 12h8"/>');
export const NEGATIVE_ICON = svg('<circle cx="12" cy="12" r="9"/><path d="M8 12h8"/>');
export const UNTESTED_ICON = svg('<path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3"/>');
export const VACCINE_ICON = svg(
  '<path d="m18 2 4 4M17 7l3-3M19 9 8.7 19.3a2.4 2.4 0 0 1-3.4 0l-.6-.6a2.4 2.4 0 0 1 0-3.4L15 5M9 11l4 4M5 19l-3 3M14 4l6 6"/>',
);
export const DOTS_ICON = svg(
  '<circle cx="12" cy="5" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="12" cy="19" r="1"/>',
);
export const CHEVRON_ICON = svg('<path d="m6 9 6 6 6-6"/>');
