import { LoadingSpinner } from '@/components/articles/LoadingSpinner';

export default function Loading() {
  return <LoadingSpinner label="Loading…" />;
}
