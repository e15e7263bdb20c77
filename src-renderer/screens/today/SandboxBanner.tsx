// On the built-in sandbox: the data is practice data, and the demo investors worth a try
// (named by the seed's own list, src-shared/domain/demo.ts), each a click from their KYC.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { DEMO_INVESTORS } from '@contract/demo';
import { useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';

export function SandboxBanner() {
  const { t } = useTranslation('today');
  const go = useNavigation((s) => s.go);
  return (
    <Alert color="indigo" variant="light" icon={<IconFlask aria-hidden />} title={t('sandbox.title')} data-testid="sandbox-banner">
      <Text size="sm" mb={6}>
        {t('sandbox.text')}
      </Text>
      <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none', rowGap: 4 }}>
        {DEMO_INVESTORS.flatMap((investor) =>
          investor.shows
            ? [
                <li key={investor.email}>
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={() => go('kyc', { investorEmail: investor.email })}>
                    {investor.name}
                  </Anchor>
                  <Text span size="sm">
                    {` (${t(`sandbox.cases.${investor.shows}`)})`}
                  </Text>
                </li>,
              ]
            : [],
        )}
      </Group>
    </Alert>
  );
}
