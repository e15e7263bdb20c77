// A connection's CA file: chosen in the desk's native open dialog (the main process keeps the
// path; the form sends the id it answered), shown by its path, or removed. Never typed: the
// page does not name files for the desk to trust.
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { invoke } from '../../ipc';

export function CaFilePicker({
  label,
  error,
  onChosen,
  onError,
}: {
  /** The path shown; empty: none. */
  label: string;
  error?: string;
  /** `value` goes into the profile's `caFile`: the choice's id, or empty for none. */
  onChosen: (value: string, label: string) => void;
  /** The dialog's file was refused (a share, no certificate) or the dialog failed. */
  onError: (failure: unknown) => void;
}) {
  const { t } = useTranslation('settings');
  const choose = async () => {
    try {
      const choice = await invoke('profiles.chooseCaFile', undefined);
      if (choice.chosen) onChosen(choice.caFileId, choice.label);
    } catch (failure) {
      onError(failure);
    }
  };
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('connections.fields.caFile')}
        description={t('connections.caFileHint')}
        placeholder={t('connections.noCaFile')}
        value={label}
        error={error}
        readOnly
      />
      <Button variant="default" onClick={() => void choose()}>
        {t('connections.chooseCaFile')}
      </Button>
      {label && (
        <Button variant="subtle" onClick={() => onChosen('', '')}>
          {t('connections.removeCaFile')}
        </Button>
      )}
    </Group>
  );
}
