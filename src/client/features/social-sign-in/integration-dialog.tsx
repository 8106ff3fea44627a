import type { IntegrationRequired } from '../../../shared/contract/index.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { useTranslation } from '../../i18n/index.js';

/**
 * Product §8 "Existing account at sign-in": the provider's verified e-mail belongs to an account here.
 * Confirm links the provider account to it and signs in; cancel changes nothing.
 */
export function IntegrationDialog({
  integration,
  onConfirm,
  onCancel,
}: {
  integration: IntegrationRequired['integration'];
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('socialSignIn.integrationTitle')}
      body={t('socialSignIn.integrationBody', {
        email: integration.email,
        provider: t(`socialSignIn.providerNames.${integration.provider}`),
      })}
      confirmLabel={t('socialSignIn.integrationConfirm')}
      cancelLabel={t('socialSignIn.integrationCancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
