/**
 * NutUI theme variables (ConfigProvider `theme`, turned into `--nutui-*` CSS variables). The
 * green primary is the app's; supplier screens may use the blue accent instead.
 */
import { THEME } from './config'

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
    nutuiBadgeBackgroundColor: THEME.error,
  }
}

export const NUTUI_THEMES: Record<Accent, Record<string, string>> = {
  primary: themeOf(THEME.primary, '#08530b', '#e6f0e6'),
  supplier: themeOf(THEME.supplierAccent, '#0f5fd6', '#e6f0ff'),
}

/** The navigation bar colour of an accent. */
export const accentColor = (accent: Accent): string => (accent === 'supplier' ? THEME.supplierAccent : THEME.primary)
