// Where Home's first game row can start at the earliest, and how short a row can be (CSS px, the page
// at its top): lower bounds of what is measured, so that a row a window shows is always among those
// drawn with the first screen (./home-first-rows.ts). Measured: the first row starts 813 px down in
// English and 950 px in German at any width (the page is at most 1180 px wide; a narrower window
// pushes it further down), and a row is 68 px tall (127 px in a narrow window). A default font smaller
// than 16 px moves the rows up; these hold down to about 12 px. tests/e2e/home-first-rows.web.spec.ts
// measures them again at several widths, in both languages.
export const ROWS_TOP_MIN_PX = 600
export const ROW_MIN_PX = 56
