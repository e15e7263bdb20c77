// Lets any part of the investor screen open another section (e.g. "create the identity first").
import { createContext, useContext } from 'react';
import type { Section } from '../checklist';

export const OpenSection = createContext<(section: Section) => void>(() => undefined);

export const useOpenSection = () => useContext(OpenSection);
