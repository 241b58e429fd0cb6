export const PRECEDENCE: { global: string; component: string };

export function patchStyledComponents(options?: { dist?: string }): string[];
