/** On H5 NutUI's default `<i>` icons render as they are (see icons.ts for weapp). */
export function configureIcons(): void {}
