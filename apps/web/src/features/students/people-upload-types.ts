/** Answers of the phone import and the group photo upload (server shapes). */

export interface PhoneImportResult {
  updated: number;
  unmatched: { row: number; nationalCode: string }[];
  invalid: { row: number; errors: Record<string, string> }[];
}

export interface GroupPhotoResult {
  matched: { file: string; studentId: number; studentName: string; key: string }[];
  unmatched: { file: string; reason: string }[];
  rejected: { file: string; reason: string }[];
}
