/**
 * NutUI theme variables (ConfigProvider `theme`, turned into `--nutui-*` CSS variables). The
 * green primary is the app's; supplier screens may use the blue accent instead. Brand colours
 * fill and outline; where NutUI draws text in them (outlined buttons) or white text on them
 * (solid success / danger buttons, the badge), the readable shades of TEXT_COLORS are used.
 * app.scss states the same variables for weapp pages (keep the two in step).
 */
import { TEXT_COLORS, THEME } from './config'

export type Accent = 'primary' | 'supplier'

function themeOf(color: string, pressed: string, light: string): Record<string, string> {
  return {
    nutuiColorPrimary: color,
    nutuiColorPrimaryStop1: color,
    nutuiColorPrimaryStop2: color,
    nutuiColorPrimaryPressed: pressed,
    nutuiColorPrimaryLight: light,
    nutuiColorPrimaryLightPressed: light,
    nutuiColorPrimaryDisabledSpecial: light,
    nutuiColorSuccess: THEME.success,
    nutuiColorWarning: THEME.warning,
    nutuiColorDanger: THEME.error,
    nutuiColorTextHelp: TEXT_COLORS.help,
    nutuiBadgeBackgroundColor: TEXT_COLORS.error,
    nutuiButtonSuccessBackgroundColor: TEXT_COLORS.success,
    nutuiButtonSuccessBorderColor: TEXT_COLORS.success,
    nutuiButtonDangerBackgroundColor: TEXT_COLORS.error,
    nutuiButtonDangerBorderColor: TEXT_COLORS.error,
    // The amber stays the fill of a solid warning button, with dark text (9.6:1) instead of white.
    nutuiButtonWarningColor: '#1f2329',
    nutuiButtonWarningBorderColor: TEXT_COLORS.warning,
  }
}

export const NUTUI_THEMES: Record<Accent, Record<string, string>> = {
  primary: themeOf(THEME.primary, '#08530b', '#e6f0e6'),
  supplier: themeOf(THEME.supplierAccent, '#003eb3', '#e6f0ff'),
}

/**
 * The screen's accent as a colour value for styles and icons: the `--nutui-color-primary` the
 * screen's ConfigProvider sets (green, or the supplier blue on supplier screens).
 */
export const ACCENT_COLOR = 'var(--nutui-color-primary)'

/** The navigation bar colour of an accent. */
export const accentColor = (accent: Accent): string => (accent === 'supplier' ? THEME.supplierAccent : THEME.primary)
