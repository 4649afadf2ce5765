/** Paths of the Sida exchange pages (spec: template/sida). */
export const SIDA_BASE = '/manager/template/sida';
export const SIDA_PATHS = {
  basicInformation: `${SIDA_BASE}/get-basic-information-from-sida`,
  receiveScores: `${SIDA_BASE}/receive-scores-from-sida`,
  record: `${SIDA_BASE}/record-sida`,
  cards: `${SIDA_BASE}/report-card/list`,
  cardDetail: `${SIDA_BASE}/report-card/detail`,
  exchanges: `${SIDA_BASE}/report-list/list`,
  settings: `${SIDA_BASE}/settings`,
} as const;
export const sidaCardPath = (studentId: number | string) => `${SIDA_PATHS.cardDetail}/${studentId}`;
