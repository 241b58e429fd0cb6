/**
 * The error screen's body, plain markup with inline styles: it must render even when the failure
 * was in the page's own styling or layout.
 */
export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

export function UnexpectedError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1 style={{ margin: '0 0 1rem' }}>{UNEXPECTED_ERROR_TEXT}</h1>
      <p style={{ margin: '0 0 1.5rem' }}>Something went wrong while showing this page.</p>
      {onRetry && (
        <button type="button" onClick={onRetry} style={{ padding: '0.5rem 1.25rem', cursor: 'pointer' }}>
          Try again
        </button>
      )}
    </div>
  );
}
