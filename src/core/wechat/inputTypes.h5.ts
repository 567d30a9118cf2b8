/** H5: the browser's telephone keypad for both (see inputTypes.ts); `number` would show a spinner and drop a leading 0. */
export const PHONE_INPUT_TYPES = { mobile: 'tel', phone: 'tel' } as const
