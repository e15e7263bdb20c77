// The app log: one line per event, appended to a file in the user data folder. Nothing
// that reaches it may carry a secret: callers log kinds and messages, never credentials.
import { appendFileSync } from 'node:fs';

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}

export function fileLog(file: string): Log {
  const write = (level: string, message: string) => {
    const line = `${new Date().toISOString()} ${level} ${message}\n`;
    appendFileSync(file, line, { encoding: 'utf8', mode: 0o600 });
    if (level !== 'info') process.stderr.write(line);
  };
  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message, error) => write('error', error === undefined ? message : `${message}: ${describe(error)}`),
  };
}
