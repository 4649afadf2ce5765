/** Number formatting shared by the console table and the Markdown report. */
export const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1);
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const ratio = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(1)}×`;
