import { HttpError } from './api';
import { t } from './i18n';

/** The text to show for a failed call: the server's message, or why it could not be asked. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return t('error.unreachable');
}

/** The first problem zod found, as the text to show beside the field. */
export function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}
