import styled, { keyframes } from 'styled-components';
import { theme } from '@/components/theme/theme';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const SpinnerShell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  [data-spinner] {
    width: 2.5rem;
    height: 2.5rem;
    border: 3px solid ${theme.color.border};
    border-top-color: ${theme.color.accent};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** The spinner shown while a client-side navigation loads the next page. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <SpinnerShell role="status" aria-label={label}>
      <span data-spinner aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </SpinnerShell>
  );
}
