import { Badge } from '@mantine/core';
import type { Environment } from '@contract';
import { useTranslation } from '../i18n';

export const ENVIRONMENT_COLORS: Record<Environment, string> = { production: 'red', staging: 'orange', sandbox: 'teal' };

export function EnvironmentBadge({ environment }: { environment: Environment }) {
  const { t } = useTranslation();
  return (
    <Badge color={ENVIRONMENT_COLORS[environment]} variant={environment === 'production' ? 'filled' : 'light'}>
      {t(`profile.${environment}`)}
    </Badge>
  );
}
