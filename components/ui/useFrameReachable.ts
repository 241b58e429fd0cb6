import { useCallback, useState } from 'react';
import { frameReachable } from '@/lib/ui/frame-reachable';

/**
 * Whether the framed page at `src` was found unreachable, and the call that asks (lib/ui/frame-reachable.ts). The
 * answer is kept with the address it was about, so an answer that arrives for an earlier address changes nothing.
 */
export function useFrameReachable(src: string): { unreachable: boolean; check: () => void } {
  const [failed, setFailed] = useState<string | undefined>();
  const check = useCallback(() => {
    void frameReachable(src).then((reachable) => {
      if (!reachable) setFailed(src);
    });
  }, [src]);
  return { unreachable: failed === src, check };
}
