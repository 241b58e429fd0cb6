export const TRICKLE: { chunkBytes: number; pauseMs: number };

export interface SlowProxy {
  origin: string;
  close(): Promise<void>;
}

export function startSlowProxy(
  siteOrigin: string,
  options?: { chunkBytes?: number; pauseMs?: number; cuts?: (html: Buffer) => number[] },
): Promise<SlowProxy>;
