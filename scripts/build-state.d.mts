export const STAMP: string;

/** What a build runs besides its own bookkeeping; tests pass stand-ins. */
export interface BuildPrograms {
  typecheck(): boolean;
  patchStyledComponents(): unknown;
  /** next build; the real one's article store records what it left scheduled (lib/articles/build-schedule.ts). */
  nextBuild(outDir: string): { status: number | null } | Promise<{ status: number | null }>;
  finishSite(): Promise<number | null>;
}

/** The real programs, as `npm run build` runs them. */
export const PROGRAMS: BuildPrograms;

export function staleReason(options?: { root?: string; env?: NodeJS.ProcessEnv; now?: number }): string | null;

export function build(options?: { root?: string; programs?: BuildPrograms }): Promise<void>;

export function buildIfStale(): Promise<void>;
