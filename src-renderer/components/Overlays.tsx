// The dialogs' provider and the notifications' stack: a chunk of their own, mounted beside the
// app after the first paint (App.tsx). Both are driven from anywhere by their event APIs
// (`modals.open…`, `notifications.show`), so neither needs to wrap the screens.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="bottom-left" />
    </>
  );
}
