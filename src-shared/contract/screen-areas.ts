// The window's areas, apart from the preferences' schema: zod-free, so the window's first frame
// (the menu, the last area opened) names them without loading the contract's schemas.

/** The window's areas, in the menu's order (Alt+1 … Alt+8); the desk opens on the last one used. */
export const SCREEN_AREAS = ['today', 'kyc', 'payments', 'distribution', 'custody', 'projects', 'screening', 'settings'] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];
