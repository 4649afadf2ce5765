/**
 * The group photo page's checks before sending, mirroring the server's limits so a user learns at
 * once that a selection cannot go (the server checks again, by content).
 */

export const MAX_REQUEST_BYTES = 50 * 1024 * 1024;
export const MAX_FILES = 500;

export const isZipFile = (file: { name: string; type: string }) =>
  /\.zip$/i.test(file.name) || /zip/i.test(file.type);

export interface SelectionSummary {
  images: number;
  zips: number;
  bytes: number;
  /** Why the selection cannot be sent ('none': nothing chosen), or null when it can. */
  problem: 'none' | 'tooMany' | 'tooLarge' | 'manyZips' | null;
}

export function summarizeSelection(
  files: readonly { name: string; type: string; size: number }[],
): SelectionSummary {
  const zips = files.filter(isZipFile).length;
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  const problem =
    files.length === 0
      ? 'none'
      : zips > 1
        ? 'manyZips'
        : files.length > MAX_FILES
          ? 'tooMany'
          : bytes > MAX_REQUEST_BYTES
            ? 'tooLarge'
            : null;
  return { images: files.length - zips, zips, bytes, problem };
}

/** Megabytes with one decimal, for the selection line. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
