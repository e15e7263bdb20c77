// The two reads the first frame waits for or shows, asked for as soon as the window's script
// runs: main.tsx imports this first, so both requests leave before the rest of the script
// (React, Mantine, the frame's code) is evaluated, and their answers come back meanwhile.
export const firstReads = {
  preferences: window.desk.invoke('preferences.get', undefined),
  active: window.desk.invoke('profiles.active', undefined),
};
