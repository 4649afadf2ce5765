/** What the attendance reports offer other reports: one report as JSON and Excel, and the roll order. */
export { type ReportDef, registerReport } from './report-endpoints';
export type { SheetCell, SheetSpec } from './report-workbook';
export { rollOrder } from './status-counts';
