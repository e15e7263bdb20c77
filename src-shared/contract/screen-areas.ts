// The window's areas, apart from the preferences' schema: zod-free, so the window's first frame
// (the menu, the last area opened) names them without loading the contract's schemas.

/** The window's areas, in the menu's order (Alt+1 … Alt+8); the desk opens on the last one used. */
export const SCREEN_AREAS = ['today', 'kyc', 'payments', 'distribution', 'custody', 'projects', 'screening', 'settings'] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

interface FrameWords {
  readonly name: string;
  /** The menu's accessible name. */
  readonly label: string;
  readonly areas: Readonly<Record<ScreenArea, string>>;
}

/**
 * The frame's name and menu in each language: the window's `common` words take them
 * (src-renderer/i18n/common/), and the main process draws the page's first frame with them
 * before the window's script has run (src-main/frame-shell.ts), so both say the same.
 */
export const FRAME_WORDS = {
  en: {
    name: 'Offering Desk',
    label: 'Areas',
    areas: {
      today: 'Today',
      kyc: 'Investors',
      payments: 'Payments',
      distribution: 'Distribution',
      custody: 'Custody',
      projects: 'Projects',
      screening: 'Screening',
      settings: 'Settings',
    },
  },
  de: {
    name: 'Offering Desk',
    label: 'Bereiche',
    areas: {
      today: 'Heute',
      kyc: 'Investoren',
      payments: 'Zahlungen',
      distribution: 'Token-Zuteilung',
      custody: 'Verwahrung',
      projects: 'Projekte',
      screening: 'Sanktionsprüfung',
      settings: 'Einstellungen',
    },
  },
} as const satisfies Record<string, FrameWords>;
