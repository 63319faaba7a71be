import { texts } from '../../shared/texts';
import { HttpError } from './api';

/**
 * What a failed data load shows: the spec's 'Error: {status}' and a way to try again.
 * Without an HTTP status it names the kind of failure instead (network, unexpected answer).
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status =
    error instanceof HttpError ? error.status : error instanceof TypeError ? 'network' : 'unexpected answer';
  return (
    <div className="load-error" role="alert">
      <p>{texts.loadFailed(status)}</p>
      {status === 'network' && (
        <p>
          {navigator.onLine
            ? 'The server could not be reached.'
            : 'This device seems to be offline. Please check the connection.'}
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
