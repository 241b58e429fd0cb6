import type { Server } from 'node:http';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
