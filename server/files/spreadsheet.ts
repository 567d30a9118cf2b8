/** Spreadsheet files the store keeps (the price import and its template): their content types. */
export const SHEET_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
export type SheetKind = keyof typeof SHEET_CONTENT_TYPES

export const isSheetKind = (ext: string): ext is SheetKind => Object.prototype.hasOwnProperty.call(SHEET_CONTENT_TYPES, ext)
