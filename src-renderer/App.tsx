import { useEffect, useState } from 'react';
import type { ConnectionInfo } from '../src-main/ipc/contract';
import { invoke } from './ipc';

export function App() {
  const [connection, setConnection] = useState<ConnectionInfo>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    invoke('connection.current', undefined).then(setConnection, (error: Error) => setFailure(error.message));
  }, []);

  return (
    <main>
      <h1>Offering Desk</h1>
      {failure && <p role="alert">Could not read the connection: {failure}</p>}
      {!failure && !connection && <p>Connecting…</p>}
      {connection && (
        <p>
          Connected to <strong>{connection.name}</strong> ({connection.environment}) at <code>{connection.baseUrl}</code>
        </p>
      )}
    </main>
  );
}
