// The native dialogs and the browser, as a test answers them: the shell the desk is given in
// integration and E2E tests.
import { join } from 'node:path';
import type { DeskShell } from '../../src-main/ipc/services';

/** What the dialogs answer, and what the app asked of them. */
export interface TestShell extends DeskShell {
  confirmAnswer: boolean;
  /** The file a save dialog answers; undefined: `saveFolder`'s suggested name, or cancelled. */
  savePath?: string;
  /** The file an open dialog answers; undefined: the user cancelled. */
  openPath?: string;
  /** Every save dialog's suggested name. */
  suggestedNames: string[];
  confirmed: string[];
  opened: string[];
}

export interface TestShellOptions {
  confirmAnswer?: boolean;
  /** A save dialog without `savePath` answers the suggested name in this folder (else: cancelled). */
  saveFolder?: string;
}

export function testShell({ confirmAnswer = true, saveFolder }: TestShellOptions = {}): TestShell {
  return {
    confirmAnswer,
    confirmed: [],
    opened: [],
    suggestedNames: [],
    confirm(message, detail) {
      this.confirmed.push(`${message} ${detail}`);
      return Promise.resolve(this.confirmAnswer);
    },
    openInBrowser(url) {
      this.opened.push(url);
      return Promise.resolve();
    },
    chooseSavePath(defaultName) {
      this.suggestedNames.push(defaultName);
      return Promise.resolve(this.savePath ?? (saveFolder === undefined ? undefined : join(saveFolder, defaultName)));
    },
    chooseOpenPath() {
      return Promise.resolve(this.openPath);
    },
  };
}
