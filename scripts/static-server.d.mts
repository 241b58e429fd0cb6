import type { Server } from 'node:http';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;

export const DEFAULT_PORT: 3000;

export function portFromEnv(value: string | undefined): { port: number } | { problem: string };

export function listenProblem(error: unknown, port: number, command: string): string | null;
