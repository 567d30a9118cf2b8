/** Printing the page itself, weapp build: a mini program cannot (receipts go to a Bluetooth printer). H5: printPage.h5.ts. */
export const printPage: (() => void) | null = null
