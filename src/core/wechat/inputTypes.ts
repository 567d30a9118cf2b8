/**
 * The platform's input type for a phone field (FormField `type="mobile"` / `"phone"`). A mini-program
 * has no 'tel' input (its types: text, number, idcard, digit, safe-password, nickname): a mobile
 * takes 'number', the number pad; a contact phone may be a landline with a hyphen
 * (0571-88886666), which no number pad can type, so it takes the full keyboard. H5 variant:
 * inputTypes.h5.ts.
 */
export const PHONE_INPUT_TYPES = { mobile: 'number', phone: 'text' } as const
