import type { SpawnSyncReturns, StdioOptions } from 'node:child_process';

type Env = Readonly<Record<string, string | undefined>>;

export function runNext(args: string[], stdio?: StdioOptions, env?: Env): SpawnSyncReturns<Buffer>;
export function nextBuildEnv<E extends Env>(env?: E): E & { NODE_OPTIONS?: string };
