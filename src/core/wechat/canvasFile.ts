/**
 * A drawn canvas's file as the upload takes it, weapp build: canvasToTempFilePath already gives a
 * temporary file path. H5 variant: canvasFile.h5.ts (a data URL becomes a blob URL).
 */
export function uploadablePath(path: string): string {
  return path
}
