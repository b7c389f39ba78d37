import { CatalogError } from '@/lib/tmdb/client';
import { SOURCE_LOCALE, t } from '@/lib/i18n';

/** The detail page's own failures; `message` keeps the English text for logs. */
export type DetailFailure = 'invalidId' | 'noData' | 'bothFailed';

export class DetailError extends Error {
  override readonly name = 'DetailError';
  constructor(
    readonly failure: DetailFailure,
    message: string,
    /** For `bothFailed`: why the movie attempt failed too. */
    readonly reason?: unknown,
  ) {
    super(message);
  }
}

/**
 * The catalogue's error in the reader's language. The service writes its texts in English:
 * an English reader sees them as sent, any other reader sees a
 * message chosen by the HTTP status and the service's code, since a free text cannot be
 * translated.
 */
function catalogErrorText(error: CatalogError, locale: string): string {
  if (locale === SOURCE_LOCALE) return error.message;
  if (error.status === 0) return t('title.error.unreachable');
  if (error.status === 404 || error.code === 34) return t('title.error.notFound');
  if (error.status === 401 || error.status === 403 || error.code === 7)
    return t('title.error.refused');
  if (error.status === 429) return t('title.error.rateLimited');
  if (error.status >= 500) return t('title.error.serverError');
  if (error.status >= 200 && error.status < 300) return t('title.error.unreadable');
  return t('title.error.http', { status: error.status });
}

/** What the detail page says about a failure to load, in the reader's language. */
export function detailErrorText(error: unknown, locale: string): string {
  if (error instanceof DetailError) {
    if (error.failure === 'invalidId') return t('title.error.invalidId');
    if (error.failure === 'noData') return t('title.error.noData');
    return t('title.error.bothFailed', { reason: detailErrorText(error.reason, locale) });
  }
  if (error instanceof CatalogError) return catalogErrorText(error, locale);
  // Anything else is unexpected (a bug, not a service answer): shown as it is.
  return error instanceof Error ? error.message : String(error);
}
