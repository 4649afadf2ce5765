/** Paths of the year's turn pages (no imports, so features link cheaply). */
export const YEAR_ROLLOVER_PATH = '/manager/year-rollover';
export const TRANSCRIPT_PATH = '/manager/students/:id/transcript';
export const transcriptPath = (studentId: number | string) => `/manager/students/${studentId}/transcript`;
export const TRANSFER_PATH = '/manager/students/:id/transfer';
export const transferPath = (studentId: number | string) => `/manager/students/${studentId}/transfer`;
